import { Skeleton, useT } from '@mission-control/ui';
import type { IdentityFlow, UiText } from '@mission-control/api';
import { FlowForm } from './nodes/FlowForm';
import { FlowMessages } from './nodes/FlowMessages';
import { nodesOfGroups } from './nodes/nodes';
import type { FormValues } from './nodes/nodes';

export interface FlowViewProps {
  flow: IdentityFlow | null;
  loading: boolean;
  notice: UiText | null;
  submit: (body: FormValues) => Promise<void>;
  /** Accessible name of the form. */
  label: string;
  /** Show only these groups (plus `default`); all when omitted. */
  groups?: readonly string[];
}

/** A flow's messages and its whole form, or a skeleton while it loads. */
export function FlowView({ flow, loading, notice, submit, label, groups }: FlowViewProps) {
  const t = useT();
  const messages = [...(notice ? [notice] : []), ...(flow?.ui.messages ?? [])];
  return (
    <>
      <FlowMessages messages={messages} />
      {loading && !flow ? (
        <Skeleton lines={4} label={t('account.loading', 'Loading the form')} />
      ) : flow ? (
        <FlowForm
          aria-label={label}
          flowKey={flow.id}
          nodes={groups ? nodesOfGroups(flow, groups) : flow.ui.nodes}
          onSubmit={submit}
        />
      ) : null}
    </>
  );
}
