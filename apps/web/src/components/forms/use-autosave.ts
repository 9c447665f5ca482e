import { UPDATE_DEBOUNCE_MS } from '@eqa/core';
import { useCallback, useEffect, useRef } from 'react';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';

/**
 * Autosave of spec 3 §4/§9: a change is saved `delayMs` after the last one (trailing edge only) and
 * notifications.saveInProgress is shown when the save starts. A pending save runs when the screen
 * closes. Answers `schedule(value)`.
 */
export function useAutosave<T>(save: (value: T) => void, delayMs: number = UPDATE_DEBOUNCE_MS): (value: T) => void {
  const { LL } = useI18n();
  const notify = useNotify();
  const saveRef = useRef(save);
  saveRef.current = save;
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const message = LL.notifications.saveInProgress();

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    if (next) {
      notify(message, 'info');
      saveRef.current(next.value);
    }
  }, [notify, message]);

  useEffect(() => flush, [flush]);

  return useCallback(
    (value: T) => {
      pending.current = { value };
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [flush, delayMs],
  );
}
