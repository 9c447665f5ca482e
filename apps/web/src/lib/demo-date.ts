import { DEFAULT_DEMO_DATE, demoDateAt } from '@eqa/core';

export interface DemoSettings {
  demoMode: boolean;
  /** The server's effective default demo date (ISO), if it tells one. */
  demoDate: string | null;
}

/**
 * The demo date sent as the x-demo-date header (spec 1 §7): only in demo mode; the one chosen in
 * this browser, else the server's default, else DEFAULT_DEMO_DATE. Before platform.config has
 * answered (settings null: the first screen's calls run beside it), the one chosen in this browser
 * if any: the server ignores the header outside demo mode and uses its default date without it.
 */
export function demoDateHeader(settings: DemoSettings | null, stored: string | null): string | null {
  if (settings === null) return stored;
  if (!settings.demoMode) return null;
  return stored ?? settings.demoDate ?? DEFAULT_DEMO_DATE;
}

/** A day picked in the date input (YYYY-MM-DD) as the stored demo date: that day at 05:00 UTC. */
export function demoDateFromDay(day: string): string {
  return demoDateAt(day).toISOString();
}

/** The YYYY-MM-DD value of a date input for a stored ISO demo date. */
export function dayOfDemoDate(iso: string): string {
  return iso.slice(0, 10);
}

/** The running app's demo settings, set once platform.config has answered (read by the tRPC link). */
let current: DemoSettings | null = null;

export function setDemoSettings(settings: DemoSettings): void {
  current = settings;
}

export function currentDemoSettings(): DemoSettings | null {
  return current;
}
