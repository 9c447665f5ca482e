import { useEffect, useRef } from 'react';

export interface PollUntilOptions {
  /** Polling runs while this is true (e.g. a job was started and is not known to be finished). */
  active: boolean;
  /** What the polled data says: the awaited thing has happened. */
  done: boolean;
  /** Re-reads the data (an invalidate or refetch). */
  poll(): void;
  /** Called once `done` turns true while active; it must end the activity (set `active` false). */
  onDone(): void;
  intervalMs: number;
  /** Gives up after this long: `onTimeout` is called, and it must end the activity too. */
  timeoutMs?: number;
  onTimeout?(): void;
}

/**
 * Follows a background job the server does not report on directly: while `active`, calls `poll`
 * every `intervalMs` until the polled data says `done` (then `onDone`), or until `timeoutMs`.
 */
export function usePollUntil({ active, done, poll, onDone, intervalMs, timeoutMs, onTimeout }: PollUntilOptions): void {
  const callbacks = useRef({ poll, onDone, onTimeout });
  useEffect(() => {
    callbacks.current = { poll, onDone, onTimeout };
  });

  useEffect(() => {
    if (!active) return;
    if (done) {
      callbacks.current.onDone();
      return;
    }
    const timer = setInterval(() => callbacks.current.poll(), intervalMs);
    return () => clearInterval(timer);
  }, [active, done, intervalMs]);

  useEffect(() => {
    if (!active || timeoutMs === undefined) return;
    const timer = setTimeout(() => callbacks.current.onTimeout?.(), timeoutMs);
    return () => clearTimeout(timer);
  }, [active, timeoutMs]);
}
