import type { Context } from 'hono';
import { flowLifespanMs } from '../config';
import { issueCode, redeemCode } from '../codes';
import { verificationCodeEmail } from '../courier';
import type { IdentityDeps } from '../http';
import { findByEmail, markAddressVerified, normaliseEmail } from '../identities';
import { msg } from '../messages';
import { withValues } from '../nodes';
import { codeStepNodes, emailStepNodes, submitCodeFlow, type CodeFlowKind } from './codeFlow';
import { invalidFlow } from './common';
import { createFlow, flowJson, saveFlow, type Flow, type FlowType } from './store';

export async function createVerificationFlow(
  c: Context,
  deps: IdentityDeps,
  flowType: FlowType,
  returnTo: string | undefined,
): Promise<Flow> {
  return createFlow(c, deps.db, {
    kind: 'verification',
    flowType,
    state: 'choose_method',
    returnTo: returnTo ?? null,
    nodes: emailStepNodes(),
  });
}

async function sendCode(deps: IdentityDeps, flow: Flow, email: string): Promise<void> {
  const identity = await findByEmail(deps.db, email);
  // Unknown addresses get the same answer, so the form does not reveal who has an account.
  if (!identity) return;
  const ttl = flowLifespanMs();
  const code = await issueCode(deps.db, {
    flowId: flow.id,
    kind: 'verification',
    identityId: identity.id,
    address: normaliseEmail(email),
    ttlMs: ttl,
  });
  await deps.courier.send(verificationCodeEmail(normaliseEmail(email), code, Math.round(ttl / 60000)));
}

/** After registration: a verification flow already waiting for the emailed code. */
export async function startVerification(
  c: Context,
  deps: IdentityDeps,
  flowType: FlowType,
  identityId: string,
  email: string,
): Promise<Flow> {
  const flow = await createFlow(c, deps.db, {
    kind: 'verification',
    flowType,
    state: 'sent_email',
    identityId,
    nodes: codeStepNodes(normaliseEmail(email), msg.verificationCode()),
    messages: [msg.verificationCodeSent()],
  });
  await sendCode(deps, flow, email);
  return flow;
}

async function redeem(c: Context, deps: IdentityDeps, flow: Flow, code: string): Promise<Response> {
  const redeemed = await redeemCode(deps.db, flow.id, 'verification', code);
  if (!redeemed) {
    flow.ui.nodes = withValues(flow.ui.nodes, {}, { code: [msg.verificationCodeInvalid()] });
    flow.ui.messages = [];
    return invalidFlow(c, deps, flow);
  }
  await markAddressVerified(deps.db, redeemed.identityId, redeemed.address);
  flow.state = 'passed_challenge';
  flow.ui.nodes = [];
  flow.ui.messages = [msg.verified()];
  await saveFlow(deps.db, flow);
  return c.json(flowJson(c, flow));
}

const verification: CodeFlowKind = {
  kind: 'verification',
  noStrategy: msg.verificationNoStrategy,
  codeLabel: msg.verificationCode,
  codeSent: msg.verificationCodeSent,
  send: sendCode,
  redeem,
};

export function submitVerification(
  c: Context,
  deps: IdentityDeps,
  flow: Flow,
  body: Record<string, unknown>,
): Promise<Response> {
  return submitCodeFlow(c, deps, flow, body, verification);
}
