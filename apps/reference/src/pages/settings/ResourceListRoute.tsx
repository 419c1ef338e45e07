import { listedResourceKind, ResourceListPage, useShellTitle } from '@mission-control/console';

// Its own chunk: a settings list (Health Checks, the first settings page, among them) does not pay for the
// resource editor and the jobs, connections and integrations pages (#26: every route its own first paint).

/** `/settings/{table}`: canaries, topologies, teams, rules, config_scrapers, logging_backends. */
export function ResourceListRoute({ table }: { table: string }) {
  useShellTitle(listedResourceKind(table)?.title ?? 'Settings');
  return (
    <ResourceListPage
      table={table}
      hideHeading
      // New check opens the existing check type picker.
      {...(table === 'canaries' ? { newHref: '/settings/canaries/new', newLabel: 'New check' } : {})}
    />
  );
}
