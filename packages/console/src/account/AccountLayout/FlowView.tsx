import { Skeleton, useT } from '@mission-control/ui';
import type { IdentityFlow, UiNode, UiText } from '@mission-control/api';
import { FlowForm } from '../FlowForm/FlowForm';
import { FlowMessages } from '../FlowForm/FlowMessages';
import { inputAttributes, isButton, nodeLabel, nodesOfGroups } from '../model/nodes';
import type { FormValues } from '../model/nodes';

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

/**
 * The methods that get a form of their own, with the accessible name of each (its button's label): when the
 * shared `default` group shows nothing (the second factor: authenticator code or backup code), so Enter in a
 * method's field presses that method's button rather than the first one on the page. Null keeps one form.
 */
export function separateMethodForms(nodes: readonly UiNode[]): Array<{ group: string; name: string }> | null {
  const sharedVisible = nodes.some((node) => node.group === 'default' && inputAttributes(node)?.type !== 'hidden');
  if (sharedVisible) return null;
  const methods: Array<{ group: string; name: string }> = [];
  for (const node of nodes) {
    const attributes = inputAttributes(node);
    if (node.group === 'default' || !attributes || !isButton(attributes)) continue;
    if (!methods.some((method) => method.group === node.group))
      methods.push({ group: node.group, name: nodeLabel(node) });
  }
  const groups = new Set(nodes.filter((node) => node.group !== 'default').map((node) => node.group));
  return methods.length > 1 && methods.length === groups.size ? methods : null;
}

/** A flow's messages and its form (one per method when they stand alone), or a skeleton while it loads. */
export function FlowView({ flow, loading, notice, submit, label, groups }: FlowViewProps) {
  const t = useT();
  const messages = [...(notice ? [notice] : []), ...(flow?.ui.messages ?? [])];
  const nodes = flow ? (groups ? nodesOfGroups(flow, groups) : flow.ui.nodes) : [];
  const methods = separateMethodForms(nodes);
  return (
    <>
      <FlowMessages messages={messages} />
      {loading && !flow ? (
        <Skeleton lines={4} label={t('account.loading', 'Loading the form')} />
      ) : flow && methods ? (
        methods.map((method) => (
          <FlowForm
            key={method.group}
            aria-label={method.name}
            flowKey={flow.id}
            nodes={nodes.filter((node) => node.group === 'default' || node.group === method.group)}
            onSubmit={submit}
          />
        ))
      ) : flow ? (
        <FlowForm aria-label={label} flowKey={flow.id} nodes={nodes} onSubmit={submit} />
      ) : null}
    </>
  );
}
