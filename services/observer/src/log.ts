/** JSON log lines on stdout, one object a line (what the CronJob's logs keep): time, level, event, details. */
export type Level = 'info' | 'warn' | 'error';

export interface Logger {
  (level: Level, event: string, details?: Record<string, unknown>): void;
}

export function createLogger(write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  return (level, event, details = {}) => {
    write(`${JSON.stringify({ time: new Date().toISOString(), level, event, ...details })}\n`);
  };
}
