/**
 * The second factor's HTTP side: the second sign-in step (a code, or confirming the app set up at
 * sign-in), and a signed-in user turning the factor on. Wrong codes are counted per attempt; a few
 * in a row send the user back to the password step, which the sign-in limits guard.
 */
import type { Knex } from 'knex';
import { API_PATHS, TWO_FACTOR_MESSAGES as M, twoFactorSchema, type TwoFactorEnrollment } from '@pdpl/contracts';
import { AlreadyExists, Conflict, LimitReached, NotSignedIn, WrongCredentials } from '../../domain/errors.js';
import type { DeviceCookies } from '../../http/device-cookie.js';
import { route, type RouteDeclaration } from '../../http/route.js';
import { loadSessionUser, toSessionUser } from './service.js';
import { completeSignIn } from './sign-in-routes.js';
import { hasTwoFactor, newEnrollment, turnOnTwoFactor, verifySecondFactor } from './two-factor.js';
import { error, object, ok, ref, str } from '../../docs/openapi-parts.js';

/** A password step, or a setup, stays open this long. */
const PENDING_MS = 5 * 60 * 1000;
const MAX_ATTEMPTS = 5;

const wrongCode = () => new WrongCredentials(M.codeInvalid, { fields: { code: M.codeInvalid } });

export function twoFactorRoutes(db: Knex, devices: DeviceCookies): RouteDeclaration[] {
  return [
    route({
      method: 'post',
      path: API_PATHS.loginTwoFactor,
      access: 'sign-in',
      body: twoFactorSchema,
      doc: {
        tag: 'Auth',
        summary:
          'The second sign-in step: a TOTP code (each time step once) or a recovery code (each once); or the first code of the app set up at sign-in, which answers the ten recovery codes once.',
        responses: {
          '200': ok('Signed in.', ref('Session')),
          '401': error('INVALID_CREDENTIALS (wrong code) or UNAUTHENTICATED (no password step in the last 5 minutes).'),
          '429': error('RATE_LIMITED: five wrong codes; sign in with the password again.'),
        },
      },
      handler: async ({ req, res, next, body: { code } }) => {
        const pending = req.session?.pendingSignIn;
        const user = pending && Date.now() - pending.startedAt <= PENDING_MS ? await loadSessionUser(db, pending.userId) : null;
        if (!pending || !user) {
          if (req.session) delete req.session.pendingSignIn;
          throw new NotSignedIn(M.expired);
        }
        const recoveryCodes = pending.enrollSecret ? await turnOnTwoFactor(db, user.id, pending.enrollSecret, code) : null;
        const passed = pending.enrollSecret ? recoveryCodes !== null : await verifySecondFactor(db, user.id, code);
        if (!passed) {
          pending.attempts += 1;
          req.log?.warn({ event: 'security.two_factor_failed', userId: user.id, attempts: pending.attempts }, 'Wrong second-factor code');
          if (pending.attempts >= MAX_ATTEMPTS) {
            delete req.session.pendingSignIn;
            throw new LimitReached(M.tooManyAttempts);
          }
          throw wrongCode();
        }
        if (pending.enrollSecret) req.log?.info({ event: 'security.two_factor_enabled', userId: user.id }, 'Second factor turned on');
        completeSignIn(req, res, next, user, devices, { recoveryCodes });
      },
    }),
    route({
      method: 'post',
      path: API_PATHS.twoFactorSetup,
      access: 'staff',
      doc: {
        tag: 'Auth',
        summary: 'A new authenticator secret for the signed-in user (confirm it with two-factor/confirm).',
        responses: { '200': ok('The secret and its otpauth:// URI.', object({ secret: str, otpauthUri: str })), '409': error('DUPLICATE: already on.') },
      },
      handler: async ({ req, res }) => {
        if (await hasTwoFactor(db, req.user!.id)) throw new AlreadyExists('Two-factor authentication is already on for this account.');
        const enrollment: TwoFactorEnrollment = newEnrollment(req.user!.email);
        req.session.twoFactorSetup = { secret: enrollment.secret, startedAt: Date.now(), attempts: 0 };
        res.set('Cache-Control', 'no-store');
        res.json(enrollment);
      },
    }),
    route({
      method: 'post',
      path: API_PATHS.twoFactorConfirm,
      access: 'staff',
      body: twoFactorSchema,
      doc: {
        tag: 'Auth',
        summary: 'Turns the second factor on with the first code of the new app; answers the ten recovery codes once.',
        responses: { '200': ok('On.', ref('Session')), '401': error('UNAUTHENTICATED or INVALID_CREDENTIALS.'), '409': error('No setup in progress.') },
      },
      handler: async ({ req, res, body: { code } }) => {
        const user = req.user!;
        const setup = req.session.twoFactorSetup;
        if (!setup || Date.now() - setup.startedAt > PENDING_MS) throw new Conflict('Start the setup again: it has expired.');
        const recoveryCodes = await turnOnTwoFactor(db, user.id, setup.secret, code);
        if (!recoveryCodes) {
          setup.attempts += 1;
          if (setup.attempts >= MAX_ATTEMPTS) delete req.session.twoFactorSetup;
          throw wrongCode();
        }
        delete req.session.twoFactorSetup;
        req.log?.info({ event: 'security.two_factor_enabled', userId: user.id }, 'Second factor turned on');
        res.set('Cache-Control', 'no-store');
        res.json({ user: toSessionUser(user), csrfToken: req.session.csrfToken ?? null, recoveryCodes });
      },
    }),
  ];
}
