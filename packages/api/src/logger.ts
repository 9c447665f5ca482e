/** The logging the API needs; structurally the same as @eqa/jobs' Logger, so one logger serves both. */
export interface Logger {
  debug?(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
