/** The logging the jobs need; the apps pass theirs (structurally compatible) or get JSON lines. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

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

/** The message of anything thrown, for logs and the lastError / error columns. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : JSON.stringify(error) ?? String(error);
}
