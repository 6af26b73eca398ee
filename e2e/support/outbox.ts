import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The newest e-mail the server under test kept in its outbox for `to` (no SMTP in e2e), as written. */
export async function newestRawMailTo(to: string): Promise<string | null> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
  for (const file of files) {
    const raw = await readFile(path.join(dir, file), 'utf8');
    if (raw.includes(`To: ${to}`)) return raw;
  }
  return null;
}

/** The text of the newest e-mail kept for `to`, with quoted-printable line breaks and = signs undone. */
export async function newestMailTo(to: string): Promise<string | null> {
  return (await newestRawMailTo(to))?.replace(/=\r?\n/g, '').replace(/=3D/g, '=') ?? null;
}

/** A kept e-mail as a reader sees it: encoded headers (=?UTF-8?B?...?=) and base64 parts decoded, as nodemailer writes Arabic mail. */
export function decodedMail(raw: string): string {
  const headers = raw.replace(/=\?UTF-8\?B\?([^?]+)\?=/gi, (_m, text: string) => Buffer.from(text, 'base64').toString('utf8'));
  return headers.replace(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g, (_m, body: string) =>
    Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
}

/** The parts of a kept multipart/alternative e-mail by content type, each decoded (quoted-printable or base64). */
export function mailParts(raw: string): { contentType: string; parts: Record<string, string> } {
  const contentType = /^Content-Type: ([^;\r\n]+)/im.exec(raw)?.[1] ?? '';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts: Record<string, string> = {};
  for (const part of boundary ? raw.split(`--${boundary}`).slice(1, -1) : []) {
    const [head = '', ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const body = rest.join('\n\n');
    const type = /Content-Type: ([^;\r\n]+)/i.exec(head)?.[1] ?? '';
    parts[type] = /base64/i.test(head)
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
  }
  return { contentType, parts };
}
