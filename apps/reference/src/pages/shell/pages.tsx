import { useLocation, useNavigate, useParams } from 'react-router';
import {
  CheckEditor,
  IncidentSummary,
  NotBuiltPage,
  NotFoundPage,
  PlaybookRunDetail,
  useShellTitle,
  consolePage,
} from '@mission-control/console';

// Pages inside the shell: the shell gives the landmark, heading and document title.

/** `/settings/canaries` (new check) and `/settings/canaries/:id` (edit). */
export function CanaryEditorRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  useShellTitle(id ? 'Edit check' : 'New check');
  return (
    <CheckEditor
      key={id ?? 'new'}
      canaryId={id}
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
