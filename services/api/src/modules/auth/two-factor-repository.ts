import type { Knex } from 'knex';

export interface TwoFactorRow {
  totp_secret: string | null;
  totp_enabled_at: Date | null;
  totp_last_step: string | null;
}

export async function findTwoFactor(db: Knex, userId: number): Promise<TwoFactorRow | undefined> {
  return db('users').where({ id: userId }).first<TwoFactorRow | undefined>('totp_secret', 'totp_enabled_at', 'totp_last_step');
}

/** Records a used time step, only if it is newer than the last one (two requests with one code: one wins). */
export async function claimTimeStep(db: Knex, userId: number, step: number): Promise<boolean> {
  const updated = await db('users')
    .where({ id: userId })
    .andWhere((q) => q.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
    .update({ totp_last_step: step });
  return updated === 1;
}

/** Turns the factor on with its secret and replaces the recovery codes, in one transaction. */
export async function enableTwoFactor(db: Knex, userId: number, secret: string, step: number, codeHashes: string[]): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('users').where({ id: userId }).update({ totp_secret: secret, totp_enabled_at: trx.fn.now(), totp_last_step: step });
    await trx('user_recovery_codes').where({ user_id: userId }).delete();
    await trx('user_recovery_codes').insert(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })));
  });
}

/** Marks an unused recovery code used; true when there was one. */
export async function useRecoveryCode(db: Knex, userId: number, codeHash: string): Promise<boolean> {
  const updated = await db('user_recovery_codes').where({ user_id: userId, code_hash: codeHash }).whereNull('used_at').update({ used_at: db.fn.now() });
  return updated === 1;
}
