import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * Device cookies (OWASP "Slow down online guessing attacks with device cookies"): a browser that
 * has signed in to an account carries a signed token naming it. Failed sign-ins from such a browser
 * count against that device only, so an attacker who locks the account out by guessing from
 * elsewhere never locks out its owner's own browser.
 */
const NAME = 'pdpl.device';
const MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;

export interface DeviceCookies {
  /** The device id, when the request carries a valid device cookie for this e-mail. */
  deviceFor(req: Request, email: string): string | null;
  /** Gives the browser (a new) device cookie for the account it just signed in to. */
  issue(res: Response, email: string): void;
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`device|${payload}`).digest('base64url');

function readCookie(req: Request, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

export function deviceCookies(secret: string, production: boolean): DeviceCookies {
  const name = production ? `__Host-${NAME}` : NAME;
  return {
    deviceFor(req, email) {
      const value = readCookie(req, name);
      const [emailPart, device, signature] = value?.split('.') ?? [];
      if (!emailPart || !device || !signature) return null;
      const expected = Buffer.from(sign(secret, `${emailPart}.${device}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return Buffer.from(emailPart, 'base64url').toString() === email ? device : null;
    },
    issue(res, email) {
      const payload = `${Buffer.from(email).toString('base64url')}.${randomBytes(12).toString('base64url')}`;
      res.cookie(name, `${payload}.${sign(secret, payload)}`, {
        httpOnly: true,
        sameSite: 'strict',
        secure: production,
        path: '/',
        maxAge: MAX_AGE_MS,
      });
    },
  };
}
