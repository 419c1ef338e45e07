import type { Context } from 'hono';
import { flowLifespanMs, privilegedSessionMs, publicBase } from '../config';
import { issueCode, redeemCode } from '../codes';
import { recoveryCodeEmail } from '../courier';
import { errors } from '../errors';
import { clientAddress, currentSession, setSessionCookie, wantsJson, type IdentityDeps } from '../http';
import { findByEmail, markAddressVerified, normaliseEmail } from '../identities';
import { msg } from '../messages';
import { withValues, type UiNode } from '../nodes';
import { createSession, revokeSessionsOf } from '../sessions';
import { codeStepNodes, emailStepNodes, submitCodeFlow, type CodeFlowKind } from './codeFlow';
import { invalidFlow } from './common';
import { createSettingsFlow } from './settings';
import { createFlow, flowJson, saveFlow, type Flow, type FlowType } from './store';

export function recoveryEmailNodes(): UiNode[] {
  return emailStepNodes();
}

export function recoveryCodeNodes(email: string): UiNode[] {
  return codeStepNodes(email, msg.recoveryCode());
}

export async function createRecoveryFlow(
  c: Context,
  deps: IdentityDeps,
  flowType: FlowType,
  returnTo: string | undefined,
): Promise<Flow> {
  if (await currentSession(c, deps.db)) throw errors.sessionAlreadyAvailable();
  return createFlow(c, deps.db, {
    kind: 'recovery',
    flowType,
    state: 'choose_method',
    returnTo: returnTo ?? null,
    nodes: recoveryEmailNodes(),
  });
}

/** Sends a recovery code for the flow when the address belongs to an account. */
export async function sendRecoveryCode(deps: IdentityDeps, flow: Flow, email: string): Promise<void> {
  const identity = await findByEmail(deps.db, email);
  // Unknown addresses get the same answer, so the form does not reveal who has an account.
  if (!identity || identity.state !== 'active') return;
  const ttl = Math.max(0, flow.expiresAt.getTime() - Date.now()) || flowLifespanMs();
  const code = await issueCode(deps.db, {
    flowId: flow.id,
    kind: 'recovery',
    identityId: identity.id,
    address: normaliseEmail(email),
    ttlMs: ttl,
  });
  await deps.courier.send(recoveryCodeEmail(normaliseEmail(email), code, Math.round(ttl / 60000)));
}

const recovery: CodeFlowKind = {
  kind: 'recovery',
  noStrategy: msg.recoveryNoStrategy,
  codeLabel: msg.recoveryCode,
  codeSent: msg.recoveryCodeSent,
  send: sendRecoveryCode,
  redeem,
};

export function submitRecovery(
  c: Context,
  deps: IdentityDeps,
  flow: Flow,
  body: Record<string, unknown>,
): Promise<Response> {
  return submitCodeFlow(c, deps, flow, body, recovery);
}

async function redeem(c: Context, deps: IdentityDeps, flow: Flow, code: string): Promise<Response> {
  const redeemed = await redeemCode(deps.db, flow.id, 'recovery', code);
  if (!redeemed) {
    flow.ui.nodes = withValues(flow.ui.nodes, {}, { code: [msg.recoveryCodeInvalid()] });
    flow.ui.messages = [];
    return invalidFlow(c, deps, flow);
  }
  const { identityId } = redeemed;
  await markAddressVerified(deps.db, identityId, redeemed.address);
  // Whoever knew the old password is signed out everywhere.
  await revokeSessionsOf(deps.db, identityId);
  const session = await createSession(deps.db, {
    identityId,
    aal: 'aal1',
    methods: ['code_recovery'],
    ip: clientAddress(c),
    userAgent: c.req.header('user-agent'),
  });
  const settings = await createSettingsFlow(c, deps, flow.flowType, {
    identityId,
    sessionId: session.id,
    returnTo: flow.returnTo ?? undefined,
    messages: [msg.recovered(privilegedSessionMs() / 60000)],
  });
  flow.state = 'passed_challenge';
  flow.ui.nodes = [];
  flow.ui.messages = [];
  await saveFlow(deps.db, flow);
  const settingsUrl = `${publicBase(c.req.url)}/profile-settings?flow=${settings.id}`;
  if (flow.flowType === 'api') {
    return c.json(
      flowJson(c, flow, {
        continue_with: [
          { action: 'set_ory_session_token', ory_session_token: session.token },
          { action: 'show_settings_ui', flow: { id: settings.id, url: settingsUrl } },
        ],
      }),
    );
  }
  setSessionCookie(c, session.token, session.expiresAt);
  if (!wantsJson(c)) return c.redirect(settingsUrl, 303);
  const error = errors.locationChange(settingsUrl);
  return c.json(error.body(), 422);
}
