// A real SMTP server for the journeys: the built server sends its mail (invitations, recovery and verification
// codes) here through MC_SMTP_URL, and every message is written as one JSON file into a directory the tests read
// (e2e/fixtures.ts waitForMail). The directory is derived from the run's port, which both the server starter and
// the Playwright workers know, so no extra configuration has to be passed down.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Where the sink of the run on `port` keeps its messages (fixtures.ts computes the same path). */
export function mailDirFor(port) {
  return join(tmpdir(), `mc-e2e-mail-${port}`);
}

function decodeQuotedPrintable(text) {
  const bytes = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function parse(raw, from, to) {
  const split = raw.indexOf('\r\n\r\n');
  const head = split >= 0 ? raw.slice(0, split) : raw;
  let body = split >= 0 ? raw.slice(split + 4) : '';
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
  const header = (name) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') body = decodeQuotedPrintable(body);
  else if (encoding === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return { from, to, subject: header('Subject'), text: body.replace(/\r\n/g, '\n'), receivedAt: Date.now() };
}

/** Starts the sink on a free 127.0.0.1 port; resolves with its `smtp://` URL, its mail directory and a closer. */
export async function startSmtpSink(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Bounded, so a broken message never grows the sink without limit.
    size: 1024 * 1024,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const mail = parse(Buffer.concat(chunks).toString('utf8'), from, to);
        count += 1;
        // Numbered names keep the arrival order when the tests list the directory.
        writeFileSync(join(dir, `${String(count).padStart(6, '0')}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        }),
      ),
  };
}
