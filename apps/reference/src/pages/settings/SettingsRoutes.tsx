import { useNavigate, useParams } from 'react-router';
import {
  ConnectionsPage,
  IntegrationsPage,
  JobHistoryPage,
  ResourceEditor,
  resourceKind,
  ResourceListPage,
  TeamMembers,
  useShellTitle,
} from '@mission-control/console';

// Settings pages inside the shell: the shell gives the landmark, heading and document title.

export function JobHistoryRoute() {
  useShellTitle('Jobs History');
  return <JobHistoryPage hideHeading />;
}

export function ConnectionsRoute() {
  useShellTitle('Connections');
  return <ConnectionsPage hideHeading />;
}

/** `/settings/integrations` (and `/settings/integrations/{type}/{id}`, which opens the same list). */
export function IntegrationsRoute() {
  useShellTitle('Integrations');
  return <IntegrationsPage hideHeading />;
}

/** `/settings/{table}`: canaries, topologies, teams, rules, config_scrapers, logging_backends. */
export function ResourceListRoute({ table }: { table: string }) {
  useShellTitle(resourceKind(table)?.title ?? 'Settings');
  return (
    <ResourceListPage
      table={table}
      hideHeading
      // New check opens the existing check type picker.
      {...(table === 'canaries' ? { newHref: '/settings/canaries/new', newLabel: 'New check' } : {})}
    />
  );
}

/** `/settings/{table}/{id}` (and `/settings/{table}/new` except canaries, whose New is the type picker). */
export function ResourceEditorRoute({ table }: { table: string }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const kind = resourceKind(table);
  useShellTitle(kind?.singular ?? 'Settings');
  const isNew = !id || id === 'new';
  return (
    <ResourceEditor
      key={id ?? 'new'}
      table={table}
      {...(isNew ? {} : { id })}
      members={(teamId) => <TeamMembers teamId={teamId} />}
      onDone={(savedId) =>
        void navigate(
          savedId && isNew ? `/settings/${kind?.segment ?? table}/${savedId}` : `/settings/${kind?.segment ?? table}`,
        )
      }
    />
  );
}
