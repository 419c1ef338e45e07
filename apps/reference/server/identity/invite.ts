import type { Database } from '../db/database';
import { parseDuration, publicBase } from './config';
import { issueCode } from './codes';
import { invitationEmail, type Courier } from './courier';
import { recoveryCodeNodes } from './flows/recovery';
import { insertFlow } from './flows/store';
import { createIdentity, findByEmail, normaliseEmail } from './identities';
import { msg } from './messages';
import { traitProblems } from './flows/registration';
import { ROLES } from './admin';

/** A refusal the caller shows as is: 400 for bad input, 409 when the address has an account already. */
export class InviteError extends Error {
  constructor(
    readonly status: 400 | 409,
    message: string,
  ) {
    super(message);
  }
}

export interface InviteInput {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  /** The inviting person's id or name (shown in the email). */
  invitedBy: string;
  /** The request's URL, for the link in the email when MC_PUBLIC_URL is not set. */
  requestUrl?: string;
}

/** How long an invitation's code works (`MC_INVITE_LIFESPAN`, default 7 days). */
export function inviteLifespanMs(): number {
  return parseDuration(process.env.MC_INVITE_LIFESPAN, 7 * 24 * 60 * 60 * 1000);
}

/**
 * Creates the identity and person (one uuid) with the role, and emails a recovery code with which the invitee
 * sets a password on the console's Recover account page.
 */
export async function inviteUser(db: Database, courier: Courier, input: InviteInput): Promise<{ id: string }> {
  const email = normaliseEmail(input.email ?? '');
  const traits = {
    email,
    name: {
      first: String(input.firstName ?? '')
        .trim()
        .slice(0, 100),
      last: String(input.lastName ?? '')
        .trim()
        .slice(0, 100),
    },
  };
  const problem = Object.values(traitProblems(traits))[0]?.[0];
  if (problem) throw new InviteError(400, problem.text);
  if (!(ROLES as readonly string[]).includes(input.role)) {
    throw new InviteError(400, `role must be one of ${ROLES.join(', ')}`);
  }
  if (await findByEmail(db, email)) throw new InviteError(409, `${email} has an account already`);
  const id = await db.transaction((tx) => createIdentity(tx, { traits, role: input.role }));

  const requestUrl = input.requestUrl ?? process.env.MC_PUBLIC_URL ?? 'http://localhost:8080/';
  const lifespan = inviteLifespanMs();
  const flow = await insertFlow(
    db,
    requestUrl,
    {
      kind: 'recovery',
      flowType: 'browser',
      state: 'sent_email',
      nodes: recoveryCodeNodes(email),
      messages: [msg.recoveryCodeSent()],
      lifespanMs: lifespan,
    },
    null,
  );
  const code = await issueCode(db, {
    flowId: flow.id,
    kind: 'recovery',
    identityId: id,
    address: email,
    ttlMs: lifespan,
  });
  let inviter = input.invitedBy;
  if (/^[0-9a-f-]{36}$/i.test(inviter)) {
    const { rows } = await db.query<{ name: string }>('SELECT name FROM people WHERE id = $1', [inviter]);
    inviter = rows[0]?.name ?? 'An administrator';
  }
  const message = invitationEmail(email, code, Math.round(lifespan / 60000), inviter);
  message.body += `\nOpen: ${publicBase(requestUrl)}/recovery?flow=${flow.id}\n`;
  await courier.send(message);
  return { id };
}
