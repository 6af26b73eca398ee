import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives; `rejectRecipients` refuses every RCPT TO. */
export async function startTestSmtp(options: { rejectRecipients?: boolean } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipients) callback(new Error(`550 Mailbox ${address.address} unavailable`));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A header's run of base64 encoded words (how nodemailer writes a non-ASCII subject) as its text. */
function decodeEncodedWords(headers: string): string {
  return headers.replace(/=\?UTF-8\?B\?[^?]*\?=(?:[ \t]+=\?UTF-8\?B\?[^?]*\?=)*/gi, (run) =>
    Buffer.concat([...run.matchAll(/=\?UTF-8\?B\?([^?]*)\?=/gi)].map((word) => Buffer.from(word[1]!, 'base64'))).toString('utf8'),
  );
}

/** Headers and decoded text body of a single-part message (nodemailer's quoted-printable, base64 or 7bit). */
export function readMessage(raw: string): { headers: string; text: string } {
  const split = raw.indexOf('\r\n\r\n') >= 0 ? raw.indexOf('\r\n\r\n') : raw.indexOf('\n\n');
  const headers = decodeEncodedWords(raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' '));
  let body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  if (/content-transfer-encoding: quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => `%${hex}`);
    body = decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
  } else if (/content-transfer-encoding: base64/i.test(headers)) {
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return { headers, text: body.replace(/\r\n/g, '\n') };
}

/** Headers and decoded parts of a multipart/alternative message (the results e-mail): its text and HTML. */
export function readAlternative(raw: string): { headers: string; text: string; html: string } {
  const { headers, text: body } = readMessage(raw);
  const boundary = /content-type: multipart\/alternative;\s*boundary="?([^";\s]+)"?/i.exec(headers)?.[1];
  if (!boundary) throw new Error(`Not multipart/alternative: ${headers}`);
  const parts = body.split(`--${boundary}`).slice(1, -1).map((part) => readMessage(part.replace(/^\n/, '')));
  const part = (type: string) => {
    const found = parts.find((p) => new RegExp(`^content-type: ${type}`, 'im').test(p.headers));
    if (!found) throw new Error(`No ${type} part`);
    return found.text;
  };
  return { headers, text: part('text/plain'), html: part('text/html') };
}
