import { CatalogHeader } from '../../CatalogHeader';
import { InsightsTable } from '../InsightsTable';
import { useInsightsUrlState } from '../useInsightsUrlState';
import { Root } from '../../changes/ChangesPage/ChangesPage.styles';

export interface InsightsPageProps {
  className?: string;
}

/** `/catalog/insights` (reference §1.5): the catalog's tabs and every item's insights, the filters in the URL. */
export function InsightsPage({ className }: InsightsPageProps) {
  const [state, update] = useInsightsUrlState();
  return (
    <Root className={className}>
      <CatalogHeader current="insights" configType={state.configType || undefined} />
      <InsightsTable state={state} onChange={update} />
    </Root>
  );
}
