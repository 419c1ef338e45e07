// The playbook list pages load on demand: the console entry carries only these wrappers, so the first load does
// not grow, and each page brings only its own parts.
import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton, useT } from '@mission-control/ui';
import type { PlaybookRunsPageProps } from './PlaybookRunsPage/PlaybookRunsPage';
import type { PlaybooksPageProps } from './PlaybooksPage/PlaybooksPage';
import type { PlaybookEditorProps } from './PlaybookEditor/PlaybookEditor';

const PlaybooksPart = lazy(() => import('./PlaybooksPage').then((module) => ({ default: module.PlaybooksPage })));
const EditorPart = lazy(() => import('./PlaybookEditor').then((module) => ({ default: module.PlaybookEditor })));
const RunsPart = lazy(() => import('./PlaybookRunsPage').then((module) => ({ default: module.PlaybookRunsPage })));

function Loading({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Suspense fallback={<Skeleton lines={8} label={t('playbooks.loading', 'Loading playbooks')} />}>
      {children}
    </Suspense>
  );
}

/** `/playbooks`: the playbooks as cards by category (reference §5.2). */
export function PlaybooksPage(props: PlaybooksPageProps) {
  return (
    <Loading>
      <PlaybooksPart {...props} />
    </Loading>
  );
}

/** `/playbooks/runs`: the runs, filtered, sorted and paged by the server (reference §5.3). */
export function PlaybookRunsPage(props: PlaybookRunsPageProps) {
  return (
    <Loading>
      <RunsPart {...props} />
    </Loading>
  );
}

/** `/playbooks/new` and `/playbooks/{id}/edit`: the spec editor (reference §5.2); Monaco loads only here. */
export function PlaybookEditor(props: PlaybookEditorProps) {
  return (
    <Loading>
      <EditorPart {...props} />
    </Loading>
  );
}
