import type { Context } from 'hono';
import { errors } from '../errors';
import { currentSession, clientAddress, sessionToken, type IdentityDeps } from '../http';
import { findByIdentifier, getCredential, getIdentity, secondFactors } from '../identities';
import { msg } from '../messages';
import { input, submit, withValues, type UiNode } from '../nodes';
import { PASSWORD_MAX_LENGTH, verifyPassword } from '../password';
import { upgradeSession } from '../sessions';
import { verifyTotp, redeemLookupCode } from '../factors';
import { deviceKeyOf, isKnownDevice, rememberDevice } from '../devices';
import { authenticationOptions, finishAuthentication, webauthnCredentials } from '../webauthn';
import { answerWithSession, invalidFlow, signIn, str } from './common';
import { createFlow, type Flow, type FlowType } from './store';

export interface LoginParams {
  refresh: boolean;
  aal?: string | undefined;
  returnTo?: string | undefined;
}

function passwordNodes(identifier?: string, refresh = false): UiNode[] {
  return [
    input('default', 'identifier', {
      type: refresh ? 'hidden' : 'text',
      value: identifier ?? '',
      required: true,
      autocomplete: 'username webauthn',
      label: msg.title('E-Mail'),
    }),
    input('password', 'password', {
      type: 'password',
      required: true,
      autocomplete: 'current-password',
      label: msg.password(),
    }),
    submit('password', 'method', 'password', msg.signIn()),
  ];
}

export async function createLoginFlow(
  c: Context,
  deps: IdentityDeps,
  flowType: FlowType,
  params: LoginParams,
): Promise<Flow> {
  const session = await currentSession(c, deps.db);
  const wantsAal2 = params.aal === 'aal2';
  if (wantsAal2) {
    if (!session) throw errors.sessionInactive();
    if (session.aal === 'aal2' && !params.refresh) throw errors.sessionAlreadyAvailable();
    const factors = await secondFactors(deps.db, session.identityId);
    if (!factors.length) {
      throw errors.badRequest('No second factor is set up for this account, so aal2 can not be requested.');
    }
    const nodes: UiNode[] = [];
    const internal: Record<string, unknown> = {};
    if (factors.includes('totp')) {
      nodes.push(
        input('totp', 'totp_code', {
          required: true,
          autocomplete: 'one-time-code',
          label: msg.totpLabel(),
          extra: { inputmode: 'numeric' },
        }),
        submit('totp', 'method', 'totp', msg.useAuthenticator()),
      );
    }
    if (factors.includes('lookup_secret')) {
      nodes.push(
        input('lookup_secret', 'lookup_secret', { required: true, autocomplete: 'off', label: msg.lookupLabel() }),
        submit('lookup_secret', 'method', 'lookup_secret', msg.useLookup()),
      );
    }
    if (factors.includes('webauthn')) {
      const options = await authenticationOptions(c.req.url, await webauthnCredentials(deps.db, session.identityId));
      internal.webauthn_challenge = options.challenge;
      nodes.push(
        input('webauthn', 'webauthn_login_trigger', {
          type: 'button',
          value: JSON.stringify({ publicKey: options }),
          label: msg.useSecurityKey(),
          extra: { onclickTrigger: 'oryWebAuthnLogin' },
        }),
        input('webauthn', 'webauthn_login', { type: 'hidden', value: '' }),
      );
    }
    return createFlow(c, deps.db, {
      kind: 'login',
      flowType,
      state: 'choose_method',
      returnTo: params.returnTo ?? null,
      requestedAal: 'aal2',
      refresh: params.refresh,
      identityId: session.identityId,
      sessionId: session.id,
      nodes,
      messages: [msg.mfa()],
      internal,
    });
  }
  if (session && !params.refresh) throw errors.sessionAlreadyAvailable();
  const identity = session && params.refresh ? await getIdentity(deps.db, session.identityId) : null;
  return createFlow(c, deps.db, {
    kind: 'login',
    flowType,
    state: 'choose_method',
    returnTo: params.returnTo ?? null,
    requestedAal: 'aal1',
    refresh: Boolean(identity),
    identityId: identity?.id ?? null,
    sessionId: identity ? session!.id : null,
    nodes: passwordNodes(identity?.traits.email, Boolean(identity)),
    messages: identity ? [msg.reAuth()] : [],
  });
}

export async function submitLogin(
  c: Context,
  deps: IdentityDeps,
  flow: Flow,
  body: Record<string, unknown>,
): Promise<Response> {
  const method = str(body.method);
  if (flow.state === 'passed_challenge') {
    flow.ui.messages = [msg.retrySuccess()];
    return invalidFlow(c, deps, flow);
  }
  if (flow.requestedAal !== 'aal2' && method === 'password') return passwordLogin(c, deps, flow, body);
  if (flow.requestedAal === 'aal2' && ['totp', 'lookup_secret', 'webauthn'].includes(method)) {
    return secondFactorLogin(c, deps, flow, method, body);
  }
  flow.ui.messages = [msg.loginNoStrategy()];
  return invalidFlow(c, deps, flow);
}

async function passwordLogin(c: Context, deps: IdentityDeps, flow: Flow, body: Record<string, unknown>) {
  const identifier = str(body.identifier).trim();
  const password = str(body.password);
  const missing: Record<string, ReturnType<typeof msg.required>[]> = {};
  if (!identifier) missing.identifier = [msg.required('identifier')];
  if (!password) missing.password = [msg.required('password')];
  if (Object.keys(missing).length) {
    flow.ui.nodes = withValues(flow.ui.nodes, { identifier }, missing);
    flow.ui.messages = [];
    return invalidFlow(c, deps, flow);
  }
  const address = clientAddress(c);
  const tooLong = password.length > PASSWORD_MAX_LENGTH || identifier.length > 320;
  const identity = tooLong ? null : await findByIdentifier(deps.db, identifier);
  // The right password from a browser that signed in to this account before always gets through the back-off.
  const deviceKey = identity ? deviceKeyOf(c) : undefined;
  const knownDevice =
    deviceKey !== undefined &&
    identity !== null &&
    (await isKnownDevice(deps.db, deviceKey, identity.id)) &&
    !(await deps.limiter.deviceExhausted(deviceKey));
  await deps.limiter.beforeAttempt(identifier.slice(0, 320), address, knownDevice);
  // No stored password is longer; refusing here keeps a megabyte "password" from being hashed.
  if (tooLong) {
    await deps.limiter.failed(identifier.slice(0, 320), address);
    flow.ui.nodes = withValues(flow.ui.nodes, { identifier: identifier.slice(0, 320) });
    flow.ui.messages = [msg.invalidCredentials()];
    return invalidFlow(c, deps, flow);
  }
  const credential = identity
    ? await getCredential<{ hashed_password?: string }>(deps.db, identity.id, 'password')
    : null;
  const valid = await verifyPassword(credential?.hashed_password, password);
  if (!identity || !valid || identity.state !== 'active') {
    await deps.limiter.failed(identifier, address, knownDevice ? deviceKey : undefined);
    flow.ui.nodes = withValues(flow.ui.nodes, { identifier });
    flow.ui.messages = [msg.invalidCredentials()];
    return invalidFlow(c, deps, flow);
  }
  await deps.limiter.succeeded(identifier, address);
  await rememberDevice(c, deps.db, identity.id);
  if (flow.refresh) {
    // Re-authentication keeps the session (and its level) and records a fresh sign-in time.
    const token = sessionToken(c);
    const session = await currentSession(c, deps.db);
    if (!session || !token || session.id !== flow.sessionId) throw errors.sessionInactive();
    if (session.identityId !== identity.id) throw errors.identityMismatch();
    await upgradeSession(deps.db, session.id, 'password', session.aal);
    return answerWithSession(c, deps, flow, session.id, token);
  }
  return signIn(c, deps, flow, { identityId: identity.id, aal: 'aal1', methods: ['password'] });
}

async function secondFactorLogin(
  c: Context,
  deps: IdentityDeps,
  flow: Flow,
  method: string,
  body: Record<string, unknown>,
): Promise<Response> {
  const token = sessionToken(c);
  const session = await currentSession(c, deps.db);
  if (!session || !token) throw errors.sessionInactive();
  if (session.identityId !== flow.identityId) throw errors.identityMismatch();
  const fail = (field: string, message: ReturnType<typeof msg.totpWrong>) => {
    flow.ui.nodes = withValues(flow.ui.nodes, {}, { [field]: [message] });
    flow.ui.messages = [];
    return invalidFlow(c, deps, flow);
  };
  await deps.limiter.attempt(`2fa:${session.identityId}`, clientAddress(c));
  if (method === 'totp') {
    const result = await verifyTotp(deps.db, session.identityId, str(body.totp_code));
    if (result === 'none') return fail('totp_code', msg.noTotp());
    if (result === 'wrong') return fail('totp_code', msg.totpWrong());
  } else if (method === 'lookup_secret') {
    const result = await redeemLookupCode(deps.db, session.identityId, str(body.lookup_secret));
    if (result === 'none') return fail('lookup_secret', msg.noLookup());
    if (result === 'used') return fail('lookup_secret', msg.lookupUsedAlready());
    if (result === 'invalid') return fail('lookup_secret', msg.lookupInvalid());
  } else {
    const challenge = str(flow.internal.webauthn_challenge);
    const ok =
      challenge && (await finishAuthentication(deps.db, c.req.url, session.identityId, challenge, body.webauthn_login));
    if (!ok) return fail('webauthn_login', msg.generic('The security key could not be verified, please try again.'));
  }
  await deps.limiter.cleared(`2fa:${session.identityId}`);
  await upgradeSession(deps.db, session.id, method, 'aal2');
  return answerWithSession(c, deps, flow, session.id, token);
}
