import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A URL-safe random string of `bytes` random bytes (4 characters per 3 bytes). */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Returns the secret kept in `file`, creating it (mode 0600) with `generate()` the first time.
 * Created with the exclusive flag, so two processes starting together agree on one value.
 */
export async function readOrCreateSecretFile(
  file: string,
  generate: () => string = () => randomSecret(),
): Promise<{ value: string; created: boolean }> {
  await mkdir(path.dirname(file), { recursive: true });
  try {
    const value = generate();
    await writeFile(file, `${value}\n`, { flag: 'wx', mode: 0o600 });
    return { value, created: true };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const info = await stat(file);
  if ((info.mode & 0o077) !== 0) await chmod(file, 0o600);
  const value = (await readFile(file, 'utf8')).trim();
  if (!value) throw new Error(`The secret file ${file} is empty; delete it to generate a new one`);
  return { value, created: false };
}
