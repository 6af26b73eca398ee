import { pino, type Logger } from 'pino';
import type { LogLevel } from './config.js';

export type { Logger };

/** JSON logs on stdout; secrets carried by requests never reach them. */
export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    base: { service: 'api' },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'password',
        '*.password',
      ],
      censor: '[redacted]',
    },
  });
}

/**
 * Operator-facing announcements (the site URL, a one-time password): plain text on stdout so
 * they stand out from the JSON log lines. Tests pass their own function to capture them.
 */
export type Announce = (text: string) => void;
export const announceToStdout: Announce = (text) => {
  process.stdout.write(`${text}\n`);
};
