/**
 * Makes sure someone can sign in to the admin area, without any default password:
 * - ADMIN_EMAIL + ADMIN_PASSWORD set: that admin is created when missing ('created'), never
 *   overwritten when present ('ready').
 * - neither set, local (embedded) mode, no admin yet: admin@localhost is created with a random
 *   password written to DATA_DIR/admin-password (mode 0600; the console names the file, never the
 *   password, so it stays out of collected logs) ('created'); later starts find the admin ('ready').
 * - neither set, external database, no admin: nothing is created ('skipped'), with a warning.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Config } from '../../config.js';
import type { Announce, Logger } from '../../logger.js';
import { randomSecret } from '../../secret-file.js';
import { hashPassword } from './password.js';
import { adminExists, findUserByEmail, insertUserIfMissing } from './repository.js';

export const LOCAL_ADMIN_EMAIL = 'admin@localhost';
export const ADMIN_PASSWORD_FILE = 'admin-password';

export type BootstrapResult = 'created' | 'ready' | 'skipped';

export interface BootstrapDeps {
  db: Knex;
  admin: Config['admin'];
  databaseMode: Config['databaseMode'];
  /** Where the local admin's first password is written. */
  dataDir: string;
  logger: Logger;
  announce: Announce;
}

export async function bootstrapAdmin(deps: BootstrapDeps): Promise<BootstrapResult> {
  const { db, admin, logger } = deps;
  if (admin.email && admin.password) {
    if (await findUserByEmail(db, admin.email)) return 'ready';
    const created = await insertUserIfMissing(db, {
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      role: 'admin',
    });
    // The address stays out of the logs: it names the account an attacker would guess at.
    if (created) logger.info('Admin user created from ADMIN_EMAIL');
    return created ? 'created' : 'ready';
  }

  if (await adminExists(db)) return 'ready';
  if (deps.databaseMode !== 'embedded') {
    logger.warn('No admin user exists: set ADMIN_EMAIL and ADMIN_PASSWORD to create one');
    return 'skipped';
  }

  const password = randomSecret(18); // 24 characters
  const created = await insertUserIfMissing(db, {
    email: LOCAL_ADMIN_EMAIL,
    passwordHash: await hashPassword(password),
    role: 'admin',
  });
  if (!created) return 'ready';
  const file = path.join(deps.dataDir, ADMIN_PASSWORD_FILE);
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  const rule = '='.repeat(72);
  deps.announce(
    [
      rule,
      `  Admin account created: ${LOCAL_ADMIN_EMAIL}`,
      `  Its password is in ${file} (readable only by you).`,
      '  Sign in at /auth, keep the password somewhere safe, then delete the file.',
      '  Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.',
      rule,
    ].join('\n'),
  );
  return 'created';
}
