import { Switch, useT } from '@mission-control/ui';
import { ChangesFeed } from '../../changes/ChangesFeed';
import { useChangesUrlState } from '../../changes/useChangesUrlState';

export interface ChangesTabProps {
  configId: string;
}

/**
 * The item's changes (reference §1.3): the feed of §1.4 narrowed to the item, with **Downstream** (the items
 * below it, on by default) and **Upstream** (the items above it) toggles, which pick the request's recursive
 * mode (both: `all`, neither: the item alone).
 */
export function ChangesTab({ configId }: ChangesTabProps) {
  const t = useT();
  const [state, update] = useChangesUrlState();
  return (
    <ChangesFeed
      state={state}
      onChange={update}
      configId={configId}
      maxHeight="calc(100vh - 420px)"
      toolbar={
        <>
          <Switch isSelected={state.downstream} onChange={(downstream) => update({ downstream })}>
            {t('catalog.item.changes.downstream', 'Downstream')}
          </Switch>
          <Switch isSelected={state.upstream} onChange={(upstream) => update({ upstream })}>
            {t('catalog.item.changes.upstream', 'Upstream')}
          </Switch>
        </>
      }
    />
  );
}
