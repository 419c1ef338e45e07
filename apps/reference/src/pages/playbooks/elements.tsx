// The playbook list pages by page id, each loaded on demand (spread into App's ELEMENTS).
import { lazyPage } from '../lazyPage';

const pages = () => import('./PlaybookRoutes');
const PlaybooksRoute = lazyPage(pages, 'PlaybooksRoute');
const PlaybookRunsRoute = lazyPage(pages, 'PlaybookRunsRoute');
const PlaybookNewRoute = lazyPage(pages, 'PlaybookNewRoute');
const PlaybookEditRoute = lazyPage(pages, 'PlaybookEditRoute');

export const PLAYBOOK_ELEMENTS = {
  playbooks: <PlaybooksRoute />,
  playbookRuns: <PlaybookRunsRoute />,
  playbookNew: <PlaybookNewRoute />,
  playbookEdit: <PlaybookEditRoute />,
};
