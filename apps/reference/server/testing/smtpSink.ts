import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded text body. */
  text: string;
  raw: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>` for MC_SMTP_URL. */
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or arriving later) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** The 6-digit code in the newest message to `to` received after `after` messages. */
  codeFor(to: string, options?: { after?: number; timeoutMs?: number }): Promise<string>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = split >= 0 ? raw.slice(0, split) : raw;
  let body = split >= 0 ? raw.slice(split + 4) : '';
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') body = decodeQuotedPrintable(body);
  else if (encoding === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return { from, to, subject: header('Subject'), text: body.replace(/\r\n/g, '\n'), raw };
}

/** A real SMTP server on 127.0.0.1 (a free port) that keeps every message it is sent, for tests. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        messages.push(parse(Buffer.concat(chunks).toString('utf8'), from, to));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  const waitFor = (match: (mail: ReceivedMail) => boolean, timeoutMs = 5000) =>
    new Promise<ReceivedMail>((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (!found) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching email within ${timeoutMs} ms (received ${messages.length})`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor,
    async codeFor(to, { after = 0, timeoutMs } = {}) {
      const address = to.toLowerCase();
      const mail = await waitFor(
        (m) =>
          messages.indexOf(m) >= after &&
          m.to.some((rcpt) => rcpt.toLowerCase() === address) &&
          /\b\d{6}\b/.test(m.text),
        timeoutMs,
      );
      return /\b(\d{6})\b/.exec(mail.text)![1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
