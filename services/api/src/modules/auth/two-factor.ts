/**
 * The staff second factor: TOTP (RFC 6238, any authenticator app) through otplib, a code used at
 * most once (its time step is recorded), and ten one-time recovery codes stored only as hashes.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { SITE, type TwoFactorEnrollment } from '@pdpl/contracts';
import { claimTimeStep, enableTwoFactor, findTwoFactor, useRecoveryCode } from './two-factor-repository.js';

const RECOVERY_CODE_COUNT = 10;
/** No 0/O or 1/I, so a code read off paper is typed right. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** One step either way: a phone clock 30 s off still works. */
const TOLERANCE_SECONDS = 30;

export function newEnrollment(email: string): TwoFactorEnrollment {
  const secret = generateSecret();
  return { secret, otpauthUri: generateURI({ issuer: SITE.productName, label: email, secret }) };
}

/** The code's time step when it is a valid TOTP for the secret (newer than `afterStep`), else null. */
function totpStep(secret: string, code: string, afterStep?: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({ secret, token: code, epochTolerance: TOLERANCE_SECONDS, afterTimeStep: afterStep });
  // TOTP results carry their time step (the HOTP half of the union type does not).
  return result.valid ? ((result as { timeStep?: number }).timeStep ?? null) : null;
}

const hashCode = (code: string) => createHash('sha256').update(code.trim().toUpperCase()).digest('hex');

function recoveryCode(): string {
  const chars = [...randomBytes(10)].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export async function hasTwoFactor(db: Knex, userId: number): Promise<boolean> {
  return Boolean((await findTwoFactor(db, userId))?.totp_enabled_at);
}

/** Turns the factor on when `code` proves the app holds `secret`; the new recovery codes, else null. */
export async function turnOnTwoFactor(db: Knex, userId: number, secret: string, code: string): Promise<string[] | null> {
  const step = totpStep(secret, code);
  if (step === null) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await enableTwoFactor(db, userId, secret, step, codes.map(hashCode));
  return codes;
}

/** A sign-in's second step: a TOTP code not used before, or an unused recovery code (then spent). */
export async function verifySecondFactor(db: Knex, userId: number, code: string): Promise<boolean> {
  const row = await findTwoFactor(db, userId);
  if (!row?.totp_enabled_at || !row.totp_secret) return false;
  const lastStep = row.totp_last_step === null ? undefined : Number(row.totp_last_step);
  const step = totpStep(row.totp_secret, code, lastStep);
  if (step !== null) return claimTimeStep(db, userId, step);
  return /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/.test(code) && useRecoveryCode(db, userId, hashCode(code));
}
