import { useT } from '@mission-control/ui';
import { PlaybooksMenu } from '../../../playbooks/PlaybooksMenu';
import { PlaybookRunsTable } from '../../../playbooks/PlaybookRunsTable';
import { Toolbar } from './CatalogItemPage.styles';

export interface PlaybooksTabProps {
  configId: string;
}

/** The item's playbook runs in the runs widget of `/playbooks/runs` (server-paged), and the menu to run one on it. */
export function PlaybooksTab({ configId }: PlaybooksTabProps) {
  const t = useT();
  return (
    <div>
      <Toolbar>
        <PlaybooksMenu configId={configId} />
      </Toolbar>
      <PlaybookRunsTable
        filter={{ configId }}
        label={t('catalog.item.runs.label', 'Playbook runs')}
        emptyMessage={t('catalog.item.runs.none', 'No playbook runs for this item')}
      />
    </div>
  );
}
