/**
 * The second factor's HTTP side: the second sign-in step (a code, or confirming the app set up at
 * sign-in), and a signed-in user turning the factor on. Wrong codes are counted per attempt; a few
 * in a row send the user back to the password step, which the sign-in limits guard.
 */
import { Router } from 'express';
import type { Knex } from 'knex';
import { API_ERROR_CODES, API_PATHS, TWO_FACTOR_MESSAGES as M, twoFactorSchema, type TwoFactorEnrollment, type TwoFactorInput } from '@pdpl/contracts';
import { HttpError, unauthenticated } from '../../http/errors.js';
import { validateBody } from '../../http/validate.js';
import type { DeviceCookies } from './device-cookie.js';
import { loadSessionUser } from './service.js';
import { completeSignIn, publicUser } from './sign-in.js';
import { hasTwoFactor, newEnrollment, turnOnTwoFactor, verifySecondFactor } from './two-factor.js';

/** A password step, or a setup, stays open this long. */
const PENDING_MS = 5 * 60 * 1000;
const MAX_ATTEMPTS = 5;

const expired = () => new HttpError(401, API_ERROR_CODES.unauthenticated, M.expired);
const wrongCode = () => new HttpError(401, API_ERROR_CODES.invalidCredentials, M.codeInvalid, { code: M.codeInvalid });
const tooMany = () => new HttpError(429, API_ERROR_CODES.rateLimited, M.tooManyAttempts);
const alreadyOn = () => new HttpError(409, API_ERROR_CODES.duplicate, 'Two-factor authentication is already on for this account.');

export function twoFactorRoutes(db: Knex, devices: DeviceCookies): Router {
  const router = Router();

  router.post(API_PATHS.loginTwoFactor, validateBody(twoFactorSchema), async (req, res, next) => {
    const pending = req.session?.pendingSignIn;
    const user = pending && Date.now() - pending.startedAt <= PENDING_MS ? await loadSessionUser(db, pending.userId) : null;
    if (!pending || !user) {
      if (req.session) delete req.session.pendingSignIn;
      throw expired();
    }
    const { code } = req.body as TwoFactorInput;
    const recoveryCodes = pending.enrollSecret ? await turnOnTwoFactor(db, user.id, pending.enrollSecret, code) : null;
    const passed = pending.enrollSecret ? recoveryCodes !== null : await verifySecondFactor(db, user.id, code);
    if (!passed) {
      pending.attempts += 1;
      req.log?.warn({ event: 'security.two_factor_failed', userId: user.id, attempts: pending.attempts }, 'Wrong second-factor code');
      if (pending.attempts >= MAX_ATTEMPTS) {
        delete req.session.pendingSignIn;
        throw tooMany();
      }
      throw wrongCode();
    }
    if (pending.enrollSecret) req.log?.info({ event: 'security.two_factor_enabled', userId: user.id }, 'Second factor turned on');
    completeSignIn(req, res, next, user, devices, { recoveryCodes });
  });

  // Signed-in users only; CSRF-checked in app.ts.
  router.post(API_PATHS.twoFactorSetup, async (req, res) => {
    if (!req.user) throw unauthenticated();
    if (await hasTwoFactor(db, req.user.id)) throw alreadyOn();
    const enrollment: TwoFactorEnrollment = newEnrollment(req.user.email);
    req.session.twoFactorSetup = { secret: enrollment.secret, startedAt: Date.now(), attempts: 0 };
    res.set('Cache-Control', 'no-store');
    res.json(enrollment);
  });

  router.post(API_PATHS.twoFactorConfirm, validateBody(twoFactorSchema), async (req, res) => {
    if (!req.user) throw unauthenticated();
    const setup = req.session.twoFactorSetup;
    if (!setup || Date.now() - setup.startedAt > PENDING_MS) throw new HttpError(409, API_ERROR_CODES.badRequest, 'Start the setup again: it has expired.');
    const recoveryCodes = await turnOnTwoFactor(db, req.user.id, setup.secret, (req.body as TwoFactorInput).code);
    if (!recoveryCodes) {
      setup.attempts += 1;
      if (setup.attempts >= MAX_ATTEMPTS) delete req.session.twoFactorSetup;
      throw wrongCode();
    }
    delete req.session.twoFactorSetup;
    req.log?.info({ event: 'security.two_factor_enabled', userId: req.user.id }, 'Second factor turned on');
    res.set('Cache-Control', 'no-store');
    res.json({ user: publicUser(req.user), csrfToken: req.session.csrfToken ?? null, recoveryCodes });
  });

  return router;
}
