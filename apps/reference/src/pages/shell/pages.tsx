import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  CheckEditor,
  IncidentSummary,
  NotBuiltPage,
  NotFoundPage,
  PlaybookRunDetail,
  useShellTitle,
  consolePage,
} from '@mission-control/console';
import { ResourceEditorRoute } from '../settings/SettingsRoutes';

// Pages inside the shell: the shell gives the landmark, heading and document title.

/**
 * `/settings/canaries/new` (the type picker) and `/settings/canaries/:id[?type=&check=]` (the typed
 * editor on one check of the canary); `?editor=resource` is the generic editor of the canary as a whole.
 */
export function CanaryEditorRoute() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const asResource = !!id && search.get('editor') === 'resource';
  useShellTitle(asResource ? 'Health Check' : id ? 'Edit check' : 'New check');
  if (asResource) return <ResourceEditorRoute table="canaries" />;
  return (
    <CheckEditor
      key={id ?? 'new'}
      canaryId={id}
      check={{ type: search.get('type'), name: search.get('check') }}
      {...(id ? { resourceHref: `/settings/canaries/${encodeURIComponent(id)}?editor=resource` } : {})}
      onDone={(savedId) => void navigate(savedId ? '/health?hidePassing=false' : '/health')}
    />
  );
}

export function PlaybookRunRoute() {
  const { id = '' } = useParams();
  useShellTitle(consolePage('playbookRun').title);
  return <PlaybookRunDetail runId={id} />;
}

export function IncidentRoute() {
  const { id = '' } = useParams();
  useShellTitle(consolePage('incident').title);
  return <IncidentSummary incidentId={id} />;
}

/** A page of the spec that is not built yet says so inside the shell. */
export function NotBuiltRoute({ title }: { title: string }) {
  useShellTitle(title);
  return <NotBuiltPage title={title} />;
}

/** Any address without a page: it does not exist (not "not built"), with a way home. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  useShellTitle('Page not found');
  return <NotFoundPage path={pathname} />;
}
