import type { Context } from 'hono';
import { flowLifespanMs } from '../config';
import { issueCode, redeemCode } from '../codes';
import { verificationCodeEmail } from '../courier';
import { clientAddress, type IdentityDeps } from '../http';
import { findByEmail, markAddressVerified, normaliseEmail } from '../identities';
import { msg } from '../messages';
import { withValues } from '../nodes';
import { codeStepNodes, emailStepNodes } from './codeFlow';
import { invalidFlow, str } from './common';
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

export async function submitVerification(
  c: Context,
  deps: IdentityDeps,
  flow: Flow,
  body: Record<string, unknown>,
): Promise<Response> {
  if (str(body.method) !== 'code') {
    flow.ui.messages = [msg.verificationNoStrategy()];
    return invalidFlow(c, deps, flow);
  }
  if (flow.state === 'passed_challenge') {
    flow.ui.messages = [msg.retrySuccess()];
    return invalidFlow(c, deps, flow);
  }
  const code = str(body.code).trim();
  if (code && flow.state === 'sent_email') {
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
  const email = str(body.email).trim();
  if (!email) {
    flow.ui.nodes = withValues(flow.ui.nodes, {}, { email: [msg.required('email')] });
    return invalidFlow(c, deps, flow);
  }
  await deps.limiter.attempt(`verification:${normaliseEmail(email)}`, clientAddress(c));
  await sendCode(deps, flow, email);
  flow.state = 'sent_email';
  flow.ui.nodes = codeStepNodes(normaliseEmail(email), msg.verificationCode());
  flow.ui.messages = [msg.verificationCodeSent()];
  await saveFlow(deps.db, flow);
  return c.json(flowJson(c, flow));
}
