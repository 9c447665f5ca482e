import type { Logger } from '@eqa/core';

function line(level: string, message: string, fields?: Record<string, unknown>): string {
  return JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields });
}

/** One JSON line per entry on stdout (info) or stderr (warn, error). */
export const consoleLogger: Logger = {
  info: (message, fields) => console.log(line('info', message, fields)),
  warn: (message, fields) => console.warn(line('warn', message, fields)),
  error: (message, fields) => console.error(line('error', message, fields)),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
