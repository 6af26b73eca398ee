import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Knex } from 'knex';
import { loadSessionUser, verifyCredentials } from './service.js';

export type Authenticator = InstanceType<typeof passport.Passport>;

/** A Passport instance per app (no global state): local strategy on e-mail + password, user id in the session. */
export function createPassport(db: Knex): Authenticator {
  const authenticator = new passport.Passport();
  authenticator.use(
    new LocalStrategy({ usernameField: 'email', passwordField: 'password' }, (email, password, done) => {
      verifyCredentials(db, email, password).then(
        (user) => done(null, user ?? false),
        (err: unknown) => done(err),
      );
    }),
  );
  authenticator.serializeUser((user, done) => done(null, user.id));
  authenticator.deserializeUser((id: number, done) => {
    loadSessionUser(db, id).then(
      (user) => done(null, user ?? false),
      (err: unknown) => done(err),
    );
  });
  return authenticator;
}
