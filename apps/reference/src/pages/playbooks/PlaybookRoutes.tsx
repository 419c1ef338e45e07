import { consolePage, PlaybookRunsPage, PlaybooksPage, useShellTitle } from '@mission-control/console';

/** `/playbooks`: the playbooks by category. */
export function PlaybooksRoute() {
  useShellTitle(consolePage('playbooks').title);
  return <PlaybooksPage />;
}

/** `/playbooks/runs` (`?playbook=` filters by one playbook). */
export function PlaybookRunsRoute() {
  useShellTitle(consolePage('playbookRuns').title);
  return <PlaybookRunsPage />;
}
