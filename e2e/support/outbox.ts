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
