import type { Logger } from '@eqa/api';
import type { LogLevel } from './env';

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** One JSON line per entry: debug/info on stdout, warn/error on stderr. */
export function createLogger(level: LogLevel): Logger & { debug(message: string, fields?: Record<string, unknown>): void } {
  const min = RANK[level];
  const write = (entryLevel: Exclude<LogLevel, 'silent'>, message: string, fields?: Record<string, unknown>) => {
    if (RANK[entryLevel] < min) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: entryLevel, msg: message, ...fields });
    if (entryLevel === 'warn' || entryLevel === 'error') process.stderr.write(`${line}\n`);
    else process.stdout.write(`${line}\n`);
  };
  return {
    debug: (message, fields) => write('debug', message, fields),
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  };
}
