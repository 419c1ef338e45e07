import { InsightsTable } from '../../insights/InsightsTable';
import { useInsightsUrlState } from '../../insights/useInsightsUrlState';

export interface InsightsTabProps {
  configId: string;
}

/** The item's insights (reference §1.3): the insights table of §1.5 narrowed to the item. */
export function InsightsTab({ configId }: InsightsTabProps) {
  const [state, update] = useInsightsUrlState();
  return <InsightsTable state={state} onChange={update} configId={configId} maxHeight="calc(100vh - 420px)" />;
}
