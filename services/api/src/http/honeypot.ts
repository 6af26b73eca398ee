import type { RequestHandler } from 'express';
import { API_ERROR_CODES } from '@pdpl/contracts';
import { HttpError } from './errors.js';

/**
 * Every public form carries an invisible `website` field: people never fill it, bots fill every
 * field. A filled one is refused before validation, so nothing is stored and no rule is revealed.
 */
export const rejectHoneypot: RequestHandler = (req, _res, next) => {
  const value: unknown = (req.body as Record<string, unknown> | undefined)?.website;
  const filled = value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
  next(filled ? new HttpError(400, API_ERROR_CODES.rejected, 'Submission rejected') : undefined);
};
