import type { Context } from 'hono';
import { clientAddress, type IdentityDeps } from '../http';
import { normaliseEmail } from '../identities';
import { msg, type UiText } from '../messages';
import { input, submit, withValues, type UiNode } from '../nodes';
import { invalidFlow, str } from './common';
import { flowJson, saveFlow, type Flow } from './store';

/** The first step of an emailed-code flow (recovery, verification): ask for the address. */
export function emailStepNodes(): UiNode[] {
  return [
    input('code', 'email', { type: 'email', required: true, autocomplete: 'email', label: msg.email() }),
    submit('code', 'method', 'code', msg.submit()),
  ];
}

/** The second step: the code field labelled for its flow, and a button that sends the code again. */
export function codeStepNodes(email: string, codeLabel: UiText): UiNode[] {
  return [
    input('code', 'code', {
      required: true,
      autocomplete: 'one-time-code',
      label: codeLabel,
      extra: { pattern: '[0-9]+', inputmode: 'numeric' },
    }),
    submit('code', 'method', 'code', msg.submit()),
    input('code', 'email', { type: 'submit', value: email, label: msg.resendCode() }),
  ];
}

/** What differs between the emailed-code flows; the submit steps around them are the same. */
export interface CodeFlowKind {
  /** The flow kind, also the prefix of the per-address rate-limit key. */
  kind: 'recovery' | 'verification';
  noStrategy: () => UiText;
  codeLabel: () => UiText;
  codeSent: () => UiText;
  send: (deps: IdentityDeps, flow: Flow, email: string) => Promise<void>;
  redeem: (c: Context, deps: IdentityDeps, flow: Flow, code: string) => Promise<Response>;
}

/**
 * One submit of an emailed-code flow: a code redeems it once one was sent, unless the address is resent;
 * an address (re)sends a code, rate-limited per address.
 */
export async function submitCodeFlow(
  c: Context,
  deps: IdentityDeps,
  flow: Flow,
  body: Record<string, unknown>,
  kind: CodeFlowKind,
): Promise<Response> {
  // Resend code is the address's own submit button: a form sends it alone (no method) and perhaps a half-typed
  // code beside it. As in Kratos, the address wins once a code was sent: it sends a new one.
  const resend = flow.state === 'sent_email' && str(body.email).trim() !== '';
  if (str(body.method) !== 'code' && !resend) {
    flow.ui.messages = [kind.noStrategy()];
    return invalidFlow(c, deps, flow);
  }
  if (flow.state === 'passed_challenge') {
    flow.ui.messages = [msg.retrySuccess()];
    return invalidFlow(c, deps, flow);
  }
  const code = str(body.code).trim();
  if (code && flow.state === 'sent_email' && !resend) return kind.redeem(c, deps, flow, code);
  const email = str(body.email).trim();
  if (!email) {
    flow.ui.nodes = withValues(flow.ui.nodes, {}, { email: [msg.required('email')] });
    return invalidFlow(c, deps, flow);
  }
  await deps.limiter.attempt(`${kind.kind}:${normaliseEmail(email)}`, clientAddress(c));
  await kind.send(deps, flow, email);
  flow.state = 'sent_email';
  flow.ui.nodes = codeStepNodes(normaliseEmail(email), kind.codeLabel());
  flow.ui.messages = [kind.codeSent()];
  await saveFlow(deps.db, flow);
  return c.json(flowJson(c, flow));
}
