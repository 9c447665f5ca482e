import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useReportError } from '../../app/error-reporting';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { trpc } from '../../lib/trpc';
import { draftStorageKey } from './draft-storage';
import { applySaveToForm, formLookup, type SurveyForm } from './form-model';
import { ResultSaver, type DraftEntry, type SaveAnswer, type SaveFailureReason, type SaveRequest } from './result-saver';
import { afterFailedSave, classifySaveError } from './save-errors';

/** The browser's localStorage as the drafts' store (falls back to memory when unavailable). */
function draftStore() {
  try {
    const storage = window.localStorage;
    return {
      getItem: (key: string) => storage.getItem(key),
      setItem: (key: string, value: string) => storage.setItem(key, value),
      removeItem: (key: string) => storage.removeItem(key),
    };
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => void memory.set(key, value),
      removeItem: (key: string) => void memory.delete(key),
    };
  }
}

interface SaverTarget {
  labId: number;
  surveyId: number;
  userId: number;
  /** The form as loaded (null while loading). */
  form: SurveyForm | undefined;
  formUpdatedAt: number;
  refetchForm(): void;
}

/**
 * The autosave of a survey form wired to the app: requests through tRPC (one result → saveValues,
 * one sample → saveSample, else saveBulk), notifications (saveInProgress, saved), failures to the
 * error dialog with Retry, the form cache patched with what the server stored, and after a
 * conflict the form reloaded and the drafts reconciled with it. A save that got no answer is no
 * failure: the drafts wait (the offline banner) and go again by themselves, at once on the
 * browser's `online` event.
 */
export function useResultSaver(target: SaverTarget): { saver: ResultSaver; restored: boolean; dismissRestored(): void } {
  const utils = trpc.useUtils();
  const notify = useNotify();
  const reportError = useReportError();
  const { LL } = useI18n();
  const latest = useRef({ notify, reportError, LL, target });
  latest.current = { notify, reportError, LL, target };
  const { labId, surveyId, userId } = target;

  const [saver] = useState(() => {
    const send = async (request: SaveRequest): Promise<SaveAnswer> => {
      const { cells, expectedVersion } = request;
      const first = cells[0];
      if (cells.length === 1 && first) {
        return utils.client.results.saveValues.mutate({
          labId,
          surveyId,
          paramId: first.parameterId,
          groupId: first.resultGroupId,
          expectedVersion,
          sampleId: first.sampleId,
          values: first.values,
        });
      }
      const sampleId = first?.sampleId ?? null;
      if (sampleId !== null && cells.every((c) => c.sampleId === sampleId)) {
        return utils.client.results.saveSample.mutate({
          labId,
          surveyId,
          sampleId,
          expectedVersion,
          results: cells.map((c) => ({ parameterId: c.parameterId, resultGroupId: c.resultGroupId, values: c.values })),
        });
      }
      return utils.client.results.saveBulk.mutate({ labId, surveyId, expectedVersion, results: cells });
    };
    return new ResultSaver({
      storage: draftStore(),
      storageKey: draftStorageKey(userId, labId, surveyId),
      send,
      classify: classifySaveError,
      browserOnline: () => window.navigator.onLine,
      onEvent: (event) => {
        const { notify: show, reportError: report, LL: ll, target: current } = latest.current;
        switch (event.type) {
          case 'saving':
            // 'Result NOT saved' stays until dismissed: a save of other values does not cover it;
            // the tries while the server cannot be reached are quiet (the offline banner speaks)
            if (!hasFailures(saver) && !saver.waitingForConnection()) show(ll.notifications.saveInProgress(), 'info');
            return;
          case 'waitingForConnection':
            // no error dialog, no 'Result NOT saved': the drafts wait and are sent by themselves
            return;
          case 'saved': {
            const answer = event.answer as Awaited<ReturnType<typeof utils.client.results.saveValues.mutate>>;
            utils.surveys.form.setData({ labId, surveyId }, (form) => (form ? applySaveToForm(form, answer) : form));
            if (!hasFailures(saver)) show(ll.notifications.resultSaved());
            return;
          }
          case 'failed': {
            show(ll.notifications.resultNotSaved(), 'error', { persist: true });
            if (afterFailedSave(event.error) === 'reload') {
              report(event.error, { action: 'savingResults' });
              current.refetchForm();
              return;
            }
            report(event.error, { action: 'savingResults', retry: () => saver.retry() });
            return;
          }
          case 'conflict':
            report(event.error, { action: 'savingResults' });
            current.refetchForm();
            return;
          case 'dropped':
            show(ll.survey.conflict(), 'warning');
            return;
        }
      },
    });
  });

  // leaving the page sends what is still waiting for its debounce (nothing is dropped; drafts stay
  // stored until acknowledged). The saver is not disposed: StrictMode re-runs effects on a live page.
  useEffect(() => () => void saver.flush(), [saver]);

  // the browser is back online: what waits for the connection goes now
  useEffect(() => {
    const back = () => saver.connectionBack();
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [saver]);

  // every (re)load of the form: its version, and the drafts that wait for it (restored, conflicting)
  const { form, formUpdatedAt } = target;
  const restoring = useRef(saver.restoredCount > 0);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (!form) return;
    saver.reconcile(formLookup(form), { version: form.survey.streamVersion, readOnly: form.survey.readOnly, validated: form.survey.validation.validated });
    if (restoring.current) {
      restoring.current = false;
      // only drafts that go to the server now: held input and what a read-only form refuses show their own state
      if (saver.savableCount() > 0) setRestored(true);
    }
  }, [saver, form ? formUpdatedAt : 0]);

  return { saver, restored, dismissRestored: () => setRestored(false) };
}

function hasFailures(saver: ResultSaver): boolean {
  return saver.entries().some((e) => e.status === 'failed');
}

/** The draft of one place, re-rendering only when it changes. */
export function useDraftEntry(saver: ResultSaver, key: string): DraftEntry | undefined {
  return useSyncExternalStore(saver.subscribe, () => saver.entry(key));
}

/** Whether the last save wrote this place (its 'saved' mark), re-rendering only when that changes. */
export function useJustSaved(saver: ResultSaver, key: string): boolean {
  return useSyncExternalStore(saver.subscribe, () => saver.isJustSaved(key));
}

export interface SaveSummary {
  /** Drafts not acknowledged yet. */
  pending: number;
  saving: boolean;
  failed: number;
  held: number;
  /** Why drafts failed (the weightiest reason of them), null when none did. */
  reason: SaveFailureReason | null;
  /** Whether Retry can help (no draft failed for a reason a retry cannot change). */
  retryable: boolean;
}

const REASON_ORDER: readonly SaveFailureReason[] = ['validated', 'readOnly', 'invalid', 'other'];

/** Counts for the save status of the page (re-renders on every draft change). */
export function useSaveSummary(saver: ResultSaver): SaveSummary {
  useSyncExternalStore(saver.subscribe, saver.changeCount);
  const entries = saver.entries();
  return {
    pending: entries.length,
    saving: entries.some((e) => e.status === 'saving'),
    failed: entries.filter((e) => e.status === 'failed' || e.status === 'stale').length,
    held: entries.filter((e) => e.status === 'held').length,
    reason: REASON_ORDER.find((reason) => entries.some((e) => e.status === 'failed' && e.reason === reason)) ?? null,
    retryable: entries.some((e) => e.status === 'failed' && (e.reason === 'invalid' || e.reason === 'other' || e.reason === null)),
  };
}
