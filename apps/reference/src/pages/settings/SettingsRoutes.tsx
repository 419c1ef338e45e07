import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  ConnectionsPage,
  IntegrationsPage,
  JobHistoryPage,
  ResourceEditor,
  resourceKind,
  TeamMembers,
  useShellTitle,
  consolePage,
} from '@mission-control/console';

// Settings pages inside the shell: the shell gives the landmark, heading and document title.

export function JobHistoryRoute() {
  useShellTitle(consolePage('jobs').title);
  return <JobHistoryPage hideHeading />;
}

export function ConnectionsRoute() {
  useShellTitle(consolePage('connections').title);
  return <ConnectionsPage hideHeading />;
}

/** `/settings/integrations`, and `/settings/integrations/{type}/{id}`: the list with that integration open for editing. */
export function IntegrationsRoute() {
  useShellTitle(consolePage('integrations').title);
  const params = useParams();
  const [type, id] = params.type && params.id ? [params.type, params.id] : (params['*'] ?? '').split('/');
  return <IntegrationsPage hideHeading {...(type && id ? { type, id } : {})} />;
}

/** `/settings/{table}/{id}` (and `/settings/{table}/new` except canaries, whose New is the type picker). */
export function ResourceEditorRoute({ table }: { table: string }) {
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const kind = resourceKind(table);
  const tab = search.get('tab');
  useShellTitle(kind?.singular ?? 'Settings');
  const isNew = !id || id === 'new';
  return (
    <ResourceEditor
      key={id ?? 'new'}
      table={table}
      {...(isNew ? {} : { id })}
      {...(tab === 'members' || tab === 'jobs' ? { tab } : {})}
      members={(teamId, teamName) => <TeamMembers teamId={teamId} {...(teamName ? { teamName } : {})} />}
      onDone={(savedId) =>
        void navigate(
          savedId && isNew ? `/settings/${kind?.segment ?? table}/${savedId}` : `/settings/${kind?.segment ?? table}`,
        )
      }
    />
  );
}

/** The old `/settings/teams/{id}/members` link: the members are the team editor's Members tab now. */
export function TeamMembersRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/settings/teams/${encodeURIComponent(id)}?tab=members`} replace />;
}
