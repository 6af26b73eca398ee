import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The text of the newest e-mail the server under test kept in its outbox for `to` (no SMTP in e2e). */
export async function newestMailTo(to: string): Promise<string | null> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
  for (const file of files) {
    const raw = await readFile(path.join(dir, file), 'utf8');
    if (raw.includes(`To: ${to}`)) return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  }
  return null;
}

/** A kept e-mail as a reader sees it: encoded headers (=?UTF-8?B?...?=) and base64 parts decoded, as nodemailer writes Arabic mail. */
export function decodedMail(raw: string): string {
  const headers = raw.replace(/=\?UTF-8\?B\?([^?]+)\?=/gi, (_m, text: string) => Buffer.from(text, 'base64').toString('utf8'));
  return headers.replace(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g, (_m, body: string) =>
    Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
}
