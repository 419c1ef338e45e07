import type { Context } from 'hono';
import { registrationOpen } from '../config';
import { errors } from '../errors';
import { currentSession, type IdentityDeps } from '../http';
import { createIdentity, findByEmail, getIdentity, identityJson, normaliseEmail, type Traits } from '../identities';
import { msg, type UiText } from '../messages';
import { input, submit, traitNodes, withValues, type UiNode } from '../nodes';
import { hashPassword, passwordProblem } from '../password';
import { signIn, invalidFlow, str } from './common';
import { createFlow, type Flow, type FlowType } from './store';
import { startVerification } from './verification';

/** New self-registered accounts get the least privileged role that can use the console. */
export const REGISTRATION_ROLE = 'viewer';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function registrationNodes(): UiNode[] {
  return [
    ...traitNodes('password'),
    input('password', 'password', {
      type: 'password',
      required: true,
      autocomplete: 'new-password',
      label: msg.password(),
    }),
    submit('password', 'method', 'password', msg.signUp()),
  ];
}

export async function createRegistrationFlow(
  c: Context,
  deps: IdentityDeps,
  flowType: FlowType,
  returnTo: string | undefined,
): Promise<Flow> {
  if (!registrationOpen()) throw errors.registrationDisabled();
  if (await currentSession(c, deps.db)) throw errors.sessionAlreadyAvailable();
  return createFlow(c, deps.db, {
    kind: 'registration',
    flowType,
    state: 'choose_method',
    returnTo: returnTo ?? null,
    nodes: registrationNodes(),
  });
}

/** Reads `traits` either nested (`{traits: {email}}`) or flattened (`{'traits.email': ...}`) as forms send it. */
export function readTraits(body: Record<string, unknown>): Traits {
  const nested = (body.traits && typeof body.traits === 'object' ? body.traits : {}) as Record<string, unknown>;
  const name = (nested.name && typeof nested.name === 'object' ? nested.name : {}) as Record<string, unknown>;
  return {
    email: str(nested.email ?? body['traits.email']).trim(),
    name: {
      first: str(name.first ?? body['traits.name.first'])
        .trim()
        .slice(0, 100),
      last: str(name.last ?? body['traits.name.last'])
        .trim()
        .slice(0, 100),
    },
  };
}

/** Field messages for traits: email present and well-formed. */
export function traitProblems(traits: Traits): Record<string, UiText[]> {
  if (!traits.email) return { 'traits.email': [msg.required('email')] };
  if (!EMAIL.test(traits.email) || traits.email.length > 254) {
    return { 'traits.email': [msg.invalidFormat(traits.email, 'email')] };
  }
  return {};
}

export async function submitRegistration(
  c: Context,
  deps: IdentityDeps,
  flow: Flow,
  body: Record<string, unknown>,
): Promise<Response> {
  if (!registrationOpen()) throw errors.registrationDisabled();
  if (flow.state === 'passed_challenge') {
    flow.ui.messages = [msg.retrySuccess()];
    return invalidFlow(c, deps, flow);
  }
  if (str(body.method) !== 'password') {
    flow.ui.messages = [msg.registrationNoStrategy()];
    return invalidFlow(c, deps, flow);
  }
  const traits = readTraits(body);
  const password = str(body.password);
  const problems = traitProblems(traits);
  if (!password) problems.password = [msg.required('password')];
  else {
    const problem = passwordProblem(password, traits.email);
    if (problem) problems.password = [msg.passwordPolicy(problem)];
  }
  const values = {
    'traits.email': traits.email,
    'traits.name.first': traits.name?.first,
    'traits.name.last': traits.name?.last,
  };
  flow.ui.nodes = withValues(flow.ui.nodes, values, problems);
  flow.ui.messages = [];
  if (Object.keys(problems).length) return invalidFlow(c, deps, flow);
  if (await findByEmail(deps.db, traits.email)) {
    flow.ui.messages = [msg.duplicate()];
    return invalidFlow(c, deps, flow);
  }
  const passwordHash = await hashPassword(password);
  let identityId: string;
  try {
    identityId = await deps.db.transaction((tx) =>
      createIdentity(tx, {
        traits: { ...traits, email: normaliseEmail(traits.email) },
        role: REGISTRATION_ROLE,
        passwordHash,
      }),
    );
  } catch (error) {
    // Two registrations of one address at once: the unique identifier decides, the loser sees the duplicate message.
    if (String(error).includes('duplicate key') || String(error).includes('unique')) {
      flow.ui.messages = [msg.duplicate()];
      return invalidFlow(c, deps, flow);
    }
    throw error;
  }
  const identity = await getIdentity(deps.db, identityId);
  const verification = await startVerification(c, deps, flow.flowType, identityId, traits.email);
  const continueWithVerification = {
    action: 'show_verification_ui',
    flow: {
      id: verification.id,
      verifiable_address: normaliseEmail(traits.email),
      url: `/verification?flow=${verification.id}`,
    },
  };
  return signIn(
    c,
    deps,
    flow,
    { identityId, aal: 'aal1', methods: ['password'] },
    { identity: identity ? await identityJson(deps.db, identity) : null, continue_with: [continueWithVerification] },
  );
}
