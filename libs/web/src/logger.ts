import { pino, type LevelWithSilent } from 'pino';

/** What the site's code logs through: the API's pino logger, or the static server's own. */
export interface WebLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** JSON lines on stdout, as the API logs. */
export function createLogger(service: string, level: LevelWithSilent = 'info') {
  return pino({ base: { service }, level });
}
