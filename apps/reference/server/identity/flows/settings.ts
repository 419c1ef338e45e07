import type { Context } from 'hono';
import { privilegedSessionMs, publicBase } from '../config';
import { errors } from '../errors';
import { currentSession, type IdentityDeps } from '../http';
import {
  deleteCredential,
  findByEmail,
  getCredential,
  getIdentity,
  identityJson,
  setCredential,
  updateTraits,
} from '../identities';
import { msg, type UiText } from '../messages';
import { img, input, submit, text, traitNodes, withValues, type UiNode } from '../nodes';
import { hashPassword, passwordProblem } from '../password';
import { revokeSessionsOf, upgradeSession, type SessionRecord } from '../sessions';
import { lookupConfig, newLookupCodes, newTotpSecret, totpStep, totpUrl, type LookupConfig } from '../factors';
import { finishRegistration, registrationOptions, webauthnCredentials } from '../webauthn';
import { aal2LoginUrl, invalidFlow, refreshLoginUrl, str } from './common';
import { readTraits, traitProblems } from './registration';
import { createFlow, flowJson, saveFlow, type Flow, type FlowType } from './store';

/** Builds the settings form for the identity's current credentials; pending secrets live in the flow's internal state. */
async function settingsNodes(c: Context, deps: IdentityDeps, identityId: string, internal: Record<string, unknown>) {
  const identity = await getIdentity(deps.db, identityId);
  if (!identity) throw errors.sessionInactive();
  const nodes: UiNode[] = [
    ...traitNodes('profile', identity.traits),
    submit('profile', 'method', 'profile', msg.save()),
    input('password', 'password', {
      type: 'password',
      required: true,
      autocomplete: 'new-password',
      label: msg.password(),
    }),
    submit('password', 'method', 'password', msg.save()),
  ];
  // TOTP: unlink when linked, otherwise a pending secret to scan and confirm with a code.
  if (await getCredential(deps.db, identityId, 'totp')) {
    nodes.push(submit('totp', 'totp_unlink', 'true', msg.unlinkTotp()));
  } else {
    const secret = typeof internal.totp_secret === 'string' ? internal.totp_secret : newTotpSecret();
    internal.totp_secret = secret;
    const url = totpUrl(secret, identity.traits.email);
    nodes.push(
      img('totp', 'totp_qr', url, msg.totpQr()),
      text('totp', 'totp_secret_key', msg.totpSecret(secret), msg.totpSecretLabel()),
      input('totp', 'totp_code', { required: true, autocomplete: 'one-time-code', label: msg.verifyCode() }),
      submit('totp', 'method', 'totp', msg.save()),
    );
  }
  // Backup codes: shown once when generated; afterwards only their use is shown (they are stored hashed).
  const lookup = await getCredential<LookupConfig>(deps.db, identityId, 'lookup_secret');
  const pending = Array.isArray(internal.lookup_codes) ? (internal.lookup_codes as string[]) : null;
  if (pending) {
    nodes.push(
      text(
        'lookup_secret',
        'lookup_secret_codes',
        msg.lookupList(pending.map((code) => msg.lookupSecret(code))),
        msg.lookupSecretsLabel(),
      ),
      submit('lookup_secret', 'lookup_secret_confirm', 'true', msg.confirmLookup()),
      submit('lookup_secret', 'lookup_secret_regenerate', 'true', msg.regenerateLookup()),
    );
  } else if (lookup?.codes?.length) {
    if (internal.lookup_revealed) {
      const states = lookup.codes.map((code, index) =>
        code.used_at ? msg.lookupUsed(new Date(code.used_at)) : msg.lookupSecret(`code ${index + 1}: unused`),
      );
      nodes.push(text('lookup_secret', 'lookup_secret_codes', msg.lookupList(states), msg.lookupSecretsLabel()));
    } else {
      nodes.push(submit('lookup_secret', 'lookup_secret_reveal', 'true', msg.revealLookup()));
    }
    nodes.push(
      submit('lookup_secret', 'lookup_secret_regenerate', 'true', msg.regenerateLookup()),
      submit('lookup_secret', 'lookup_secret_disable', 'true', msg.disableLookup()),
    );
  } else {
    nodes.push(submit('lookup_secret', 'lookup_secret_regenerate', 'true', msg.regenerateLookup()));
  }
  // WebAuthn: a challenge for a new key, and one remove button per registered key.
  const keys = await webauthnCredentials(deps.db, identityId);
  const options = await registrationOptions(c.req.url, identityId, identity.traits.email, keys);
  internal.webauthn_challenge = options.challenge;
  nodes.push(
    input('webauthn', 'webauthn_register_displayname', { label: msg.securityKeyName() }),
    input('webauthn', 'webauthn_register', { type: 'hidden', value: '' }),
    input('webauthn', 'webauthn_register_trigger', {
      type: 'button',
      value: JSON.stringify({ publicKey: options }),
      label: msg.addSecurityKey(),
      extra: { onclickTrigger: 'oryWebAuthnRegistration' },
    }),
    ...keys.map((key) =>
      submit('webauthn', 'webauthn_remove', key.id, msg.removeSecurityKey(key.display_name, key.added_at)),
    ),
  );
  return nodes;
}

/** The settings page answers 401 without a session and 403 session_aal2_required when a second factor is owed. */
export async function requireSettingsSession(
  c: Context,
  deps: IdentityDeps,
  returnTo?: string,
): Promise<SessionRecord> {
  const session = await currentSession(c, deps.db);
  if (!session) throw errors.sessionInactive();
  if (session.aal !== 'aal2' && session.availableAal === 'aal2') {
    throw errors.aal2Required(aal2LoginUrl(c, returnTo ?? `${publicBase(c.req.url)}/profile-settings`));
  }
  return session;
}

export async function createSettingsFlow(
  c: Context,
  deps: IdentityDeps,
  flowType: FlowType,
  input: { identityId: string; sessionId: string; returnTo?: string | undefined; messages?: UiText[] },
): Promise<Flow> {
  const internal: Record<string, unknown> = {};
  const nodes = await settingsNodes(c, deps, input.identityId, internal);
  return createFlow(c, deps.db, {
    kind: 'settings',
    flowType,
    state: 'show_form',
    returnTo: input.returnTo ?? null,
    identityId: input.identityId,
    sessionId: input.sessionId,
    nodes,
    messages: input.messages ?? [],
    internal,
  });
}

/** Settings flow JSON carries the identity, as Kratos' does. */
export async function settingsFlowJson(c: Context, deps: IdentityDeps, flow: Flow): Promise<Record<string, unknown>> {
  const identity = flow.identityId ? await getIdentity(deps.db, flow.identityId) : null;
  return flowJson(c, flow, { identity: identity ? await identityJson(deps.db, identity) : null });
}

function requirePrivileged(c: Context, session: SessionRecord): void {
  if (Date.now() - session.authenticatedAt.getTime() > privilegedSessionMs()) {
    throw errors.refreshRequired(refreshLoginUrl(c, `${publicBase(c.req.url)}/profile-settings`));
  }
}

/**
 * The strategy a settings submit is for. Buttons that act on their own (unlink the authenticator, the backup-code
 * actions, remove a key) carry no `method`; Kratos infers it from the button's field, and so does this.
 */
export function settingsMethod(body: Record<string, unknown>): string {
  const method = str(body.method);
  if (method) return method;
  const sent = (name: string) => body[name] !== undefined && body[name] !== '' && body[name] !== false;
  if (sent('totp_unlink')) return 'totp';
  if (['lookup_secret_confirm', 'lookup_secret_regenerate', 'lookup_secret_reveal', 'lookup_secret_disable'].some(sent))
    return 'lookup_secret';
  if (sent('webauthn_remove') || sent('webauthn_register')) return 'webauthn';
  return '';
}

export async function submitSettings(
  c: Context,
  deps: IdentityDeps,
  flow: Flow,
  body: Record<string, unknown>,
): Promise<Response> {
  const session = await requireSettingsSession(c, deps);
  if (session.identityId !== flow.identityId) throw errors.identityMismatch();
  const identityId = session.identityId;
  const method = settingsMethod(body);
  const fail = async (field: string | null, message: UiText) => {
    if (field) flow.ui.nodes = withValues(flow.ui.nodes, {}, { [field]: [message] });
    flow.ui.messages = field ? [] : [message];
    return invalidFlow(c, deps, flow);
  };
  if (method === 'profile') {
    const traits = readTraits(body);
    const problems = traitProblems(traits);
    if (Object.keys(problems).length) {
      flow.ui.nodes = withValues(flow.ui.nodes, {}, problems);
      return invalidFlow(c, deps, flow);
    }
    const identity = await getIdentity(deps.db, identityId);
    if (identity && identity.traits.email !== traits.email.toLowerCase()) {
      requirePrivileged(c, session);
      const owner = await findByEmail(deps.db, traits.email);
      if (owner && owner.id !== identityId) return fail(null, msg.duplicate());
    }
    await deps.db.transaction((tx) => updateTraits(tx, identityId, traits));
  } else if (method === 'password') {
    requirePrivileged(c, session);
    const password = str(body.password);
    const identity = await getIdentity(deps.db, identityId);
    const problem = password ? passwordProblem(password, identity?.traits.email ?? '') : null;
    if (!password) return fail('password', msg.required('password'));
    if (problem) return fail('password', msg.passwordPolicy(problem));
    await setCredential(deps.db, identityId, 'password', { hashed_password: await hashPassword(password) });
    // A new password is how a user shuts out whoever knew the old one: every other session ends with it.
    await revokeSessionsOf(deps.db, identityId, { exceptId: session.id });
  } else if (method === 'totp') {
    requirePrivileged(c, session);
    if (body.totp_unlink === true || body.totp_unlink === 'true') {
      await deleteCredential(deps.db, identityId, 'totp');
    } else {
      const secret = str(flow.internal.totp_secret);
      const step = secret ? totpStep(secret, str(body.totp_code)) : null;
      if (step === null) return fail('totp_code', msg.totpWrong());
      await setCredential(deps.db, identityId, 'totp', { secret, last_step: step });
      delete flow.internal.totp_secret;
      // Completing the new factor proves it, as in Kratos: the session is raised to aal2.
      await upgradeSession(deps.db, session.id, 'totp', 'aal2');
    }
  } else if (method === 'lookup_secret') {
    requirePrivileged(c, session);
    const flag = (name: string) => body[name] === true || body[name] === 'true';
    if (flag('lookup_secret_confirm')) {
      const codes = flow.internal.lookup_codes;
      if (!Array.isArray(codes)) return fail(null, msg.noLookup());
      await setCredential(deps.db, identityId, 'lookup_secret', lookupConfig(codes as string[]));
      delete flow.internal.lookup_codes;
      await upgradeSession(deps.db, session.id, 'lookup_secret', 'aal2');
    } else if (flag('lookup_secret_regenerate')) {
      flow.internal.lookup_codes = newLookupCodes();
      delete flow.internal.lookup_revealed;
    } else if (flag('lookup_secret_reveal')) {
      flow.internal.lookup_revealed = true;
    } else if (flag('lookup_secret_disable')) {
      await deleteCredential(deps.db, identityId, 'lookup_secret');
      delete flow.internal.lookup_revealed;
    } else {
      return fail(null, msg.settingsNoStrategy());
    }
  } else if (method === 'webauthn') {
    requirePrivileged(c, session);
    const remove = str(body.webauthn_remove);
    if (remove) {
      const keys = (await webauthnCredentials(deps.db, identityId)).filter((key) => key.id !== remove);
      if (keys.length) await setCredential(deps.db, identityId, 'webauthn', { credentials: keys });
      else await deleteCredential(deps.db, identityId, 'webauthn');
    } else {
      const challenge = str(flow.internal.webauthn_challenge);
      const ok =
        challenge &&
        (await finishRegistration(
          deps.db,
          c.req.url,
          identityId,
          challenge,
          body.webauthn_register,
          str(body.webauthn_register_displayname),
        ));
      if (!ok) return fail(null, msg.generic('The security key could not be registered, please try again.'));
      await upgradeSession(deps.db, session.id, 'webauthn', 'aal2');
    }
  } else {
    return fail(null, msg.settingsNoStrategy());
  }
  flow.state = 'success';
  flow.ui.nodes = await settingsNodes(c, deps, identityId, flow.internal);
  flow.ui.messages = [msg.saved()];
  await saveFlow(deps.db, flow);
  return c.json(await settingsFlowJson(c, deps, flow));
}
