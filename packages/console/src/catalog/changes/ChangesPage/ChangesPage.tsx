import { CatalogHeader } from '../../CatalogHeader';
import { ChangesFeed } from '../ChangesFeed';
import type { ChangesUrlState } from '../model/changesUrl';
import { useChangesUrlState } from '../useChangesUrlState';
import { Root } from './ChangesPage.styles';

export interface ChangesPageProps {
  className?: string;
}

/** The one type a feed is narrowed to (the breadcrumb's and the tabs' `configType`), if exactly one is included. */
export function singleType(state: Pick<ChangesUrlState, 'configTypes'>): string | undefined {
  const included = Object.entries(state.configTypes).filter(([, mode]) => mode === 1);
  return included.length === 1 ? included[0]![0] : undefined;
}

/** `/catalog/changes` (reference §1.4): the catalog's tabs and the change feed of every item, its state in the URL. */
export function ChangesPage({ className }: ChangesPageProps) {
  const [state, update] = useChangesUrlState();
  return (
    <Root className={className}>
      <CatalogHeader current="changes" configType={singleType(state)} />
      <ChangesFeed state={state} onChange={update} />
    </Root>
  );
}
