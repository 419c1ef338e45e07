import nodemailer from 'nodemailer';
import type { Queryable } from '../db/database';

export interface CourierMessage {
  to: string;
  subject: string;
  body: string;
  /** Kratos' template names: recovery_code_valid, verification_code_valid, ... */
  templateType: string;
}

export interface Courier {
  send(message: CourierMessage): Promise<void>;
  /** Closes SMTP connections (tests and shutdown). */
  close(): void;
  /** Resolves once every queued message has been handed to the mail server (or given up). */
  idle?(): Promise<void>;
}

/** Messages waiting for the mail server at most; past that a message is stored as abandoned instead of queued. */
const MAX_QUEUED = 1000;

export interface CourierOptions {
  /** `smtp://host:port` or `smtps://user:pass@host:port`; default `MC_SMTP_URL`. Without it, messages are logged. */
  smtpUrl?: string | undefined;
  /** Default `MC_SMTP_FROM`, else `Mission Control <no-reply@localhost>`. */
  from?: string | undefined;
  log?: (line: string) => void;
}

/** A bounded wait for the mail server, so a stuck SMTP server never hangs a recovery request for long. */
const SMTP_TIMEOUT_MS = 10_000;

function smtpTransport(smtpUrl: string) {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`MC_SMTP_URL must start with smtp:// or smtps://, got ${url.protocol}`);
  }
  const secure = url.protocol === 'smtps:';
  return nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number.parseInt(url.port, 10) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
}

/**
 * Every message is kept in `courier_messages` (as Kratos' courier does) so an operator can read it; with an SMTP
 * server configured it is also sent, otherwise written to the server log.
 */
export function createCourier(db: Queryable, options: CourierOptions = {}): Courier {
  const smtpUrl = options.smtpUrl ?? process.env.MC_SMTP_URL;
  const from = options.from ?? process.env.MC_SMTP_FROM ?? 'Mission Control <no-reply@localhost>';
  const log = options.log ?? ((line: string) => console.log(line));
  const transport = smtpUrl ? smtpTransport(smtpUrl) : undefined;
  // Sending happens in the background, one message at a time: a request that sends mail (recovery of an existing
  // account) must take as long as one that does not (an unknown address), or its timing tells them apart (S17).
  let queue: Promise<void> = Promise.resolve();
  let queued = 0;
  const deliver = async (id: string, message: CourierMessage) => {
    try {
      await transport!.sendMail({ from, to: message.to, subject: message.subject, text: message.body });
      await db.query(
        "UPDATE courier_messages SET status = 'sent', send_count = send_count + 1, updated_at = now() WHERE id = $1",
        [id],
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // The flow went on (as with Kratos' queue); the operator sees the failure in the log and the table.
      console.error(`Could not send email to ${message.to}: ${reason}`);
      await db
        .query(
          "UPDATE courier_messages SET status = 'abandoned', send_count = send_count + 1, error = $2, updated_at = now() WHERE id = $1",
          [id, reason.slice(0, 500)],
        )
        .catch(() => undefined);
    }
  };
  return {
    async send(message) {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO courier_messages (recipient, subject, body, template_type, status)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [message.to, message.subject, message.body, message.templateType, transport ? 'queued' : 'processing'],
      );
      const id = rows[0]!.id;
      if (!transport) {
        log(
          `Email to ${message.to} (MC_SMTP_URL is not set, so it is only logged): ${message.subject}\n${message.body}`,
        );
        await db.query(
          "UPDATE courier_messages SET status = 'sent', send_count = 1, updated_at = now() WHERE id = $1",
          [id],
        );
        return;
      }
      if (queued >= MAX_QUEUED) {
        console.error(`Could not send email to ${message.to}: ${MAX_QUEUED} messages are waiting for the mail server`);
        await db.query("UPDATE courier_messages SET status = 'abandoned', error = 'queue full' WHERE id = $1", [id]);
        return;
      }
      queued++;
      queue = queue.then(() => deliver(id, message)).finally(() => void queued--);
    },
    close() {
      transport?.close();
    },
    idle() {
      return queue;
    },
  };
}

export function recoveryCodeEmail(to: string, code: string, minutes: number): CourierMessage {
  return {
    to,
    templateType: 'recovery_code_valid',
    subject: 'Recover access to your account',
    body: `Hi,\n\nplease recover access to your account by entering the following code:\n\n${code}\n\nThe code is valid for ${minutes} minutes. If you did not ask for this, ignore this email.\n`,
  };
}

export function verificationCodeEmail(to: string, code: string, minutes: number): CourierMessage {
  return {
    to,
    templateType: 'verification_code_valid',
    subject: 'Please verify your email address',
    body: `Hi,\n\nplease verify your account by entering the following code:\n\n${code}\n\nThe code is valid for ${minutes} minutes.\n`,
  };
}

export function invitationEmail(to: string, code: string, minutes: number, invitedBy: string): CourierMessage {
  return {
    to,
    templateType: 'recovery_code_valid',
    subject: 'You have been invited to Mission Control',
    body: `Hi,\n\n${invitedBy} invited you to Mission Control. To set your password, open the console's Recover account page, enter this email address and then this code:\n\n${code}\n\nThe code is valid for ${minutes} minutes.\n`,
  };
}

const shared = new WeakMap<object, Courier>();

/** One courier per database for the whole server (identity routes and invitations share its SMTP connection). */
export function courierFor(db: Queryable): Courier {
  let courier = shared.get(db);
  if (!courier) {
    courier = createCourier(db);
    shared.set(db, courier);
  }
  return courier;
}
