import { useParams } from 'react-router';
import { consolePage, PlaybookEditor, PlaybookRunsPage, PlaybooksPage, useShellTitle } from '@mission-control/console';

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

/** `/playbooks/new`: the spec editor for a new playbook. */
export function PlaybookNewRoute() {
  useShellTitle(consolePage('playbookNew').title);
  return <PlaybookEditor playbookId="new" />;
}

/** `/playbooks/{id}/edit`: one playbook in the spec editor (read-only for viewers and CRD/file playbooks). */
export function PlaybookEditRoute() {
  useShellTitle(consolePage('playbookEdit').title);
  const { id = '' } = useParams();
  return <PlaybookEditor key={id} playbookId={id} />;
}
