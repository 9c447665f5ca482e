import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ErrorDialog } from '../components/error-dialog';
import { useSession } from '../features/auth/session';
import { classifyError, isRetryable, isSameReport, redirectOfKind, type ErrorAction, type ErrorKind } from '../lib/errors';
import { useMissingContractTarget } from './missing-contract-target';
import type { QueryErrorSink } from './query-client';

export interface ReportOptions {
  /** What the user was doing (the per-action error kind of spec 1 §8). */
  action: ErrorAction;
  /** Runs the failed action again; offered as Retry where it can help. */
  retry?: () => void;
}

type ReportError = (error: unknown, options: ReportOptions) => void;

interface OpenReport {
  id: number;
  kind: ErrorKind;
  action: ErrorAction | null;
  retry: (() => void) | undefined;
  retryAfterSeconds: number | null;
  /** Where the report's page sent the user (late payment, missing contract), else null. */
  redirect: string | null;
}

const ReportContext = createContext<ReportError | null>(null);

/** The sink the QueryClient sends failing queries to (set by the provider below). */
let querySink: QueryErrorSink | null = null;
export const currentQueryErrorSink = (): QueryErrorSink | null => querySink;

/**
 * The one error handler (spec 1 §8). Authentication errors log out first; late payment and missing
 * contract go to their warning pages; every failure opens the error dialog with its kind, the
 * action's label and Retry when the action can be repeated. Dialogs queue; a kind and action that
 * is already waiting is not shown twice.
 */
export function ErrorReportingProvider({ children }: { children: ReactNode }) {
  const [reports, setReports] = useState<OpenReport[]>([]);
  const nextId = useRef(1);
  const { signOut } = useSession();
  const [, navigate] = useLocation();

  const report = useCallback(
    (error: unknown, action: ErrorAction | null, retry: (() => void) | undefined) => {
      const { kind, retryAfterSeconds, params } = classifyError(error);
      if (kind === 'authentication') void signOut({ notifyServer: false });
      const redirect = redirectOfKind(kind, params);
      if (redirect) navigate(redirect);
      setReports((open) => {
        if (open.some((r) => isSameReport(r, kind, action))) return open;
        // a page the user is sent to is the same whatever was being done: no action line
        const shownAction = redirect ? null : action;
        return [...open, { id: nextId.current++, kind, action: shownAction, retry: isRetryable(kind) ? retry : undefined, retryAfterSeconds, redirect }];
      });
    },
    [signOut, navigate],
  );

  querySink = report;

  const reportError = useCallback<ReportError>((error, { action, retry }) => report(error, action, retry), [report]);

  const current = reports[0];
  const close = () => setReports((open) => open.slice(1));
  const contract = useMissingContractTarget(current?.kind === 'missingContract' ? current.redirect : null);

  return (
    <ReportContext.Provider value={reportError}>
      {children}
      {current && (
        <ErrorDialog
          key={current.id}
          open
          kind={current.kind}
          action={current.action}
          retryAfterSeconds={current.retryAfterSeconds}
          onClose={close}
          primaryAction={
            contract
              ? {
                  label: contract.label,
                  testId: 'error-dialog-open-contract',
                  run: () => {
                    close();
                    navigate(contract.path);
                  },
                }
              : undefined
          }
          onRetry={
            current.retry
              ? () => {
                  close();
                  current.retry?.();
                }
              : undefined
          }
        />
      )}
    </ReportContext.Provider>
  );
}

export function useReportError(): ReportError {
  const reportError = useContext(ReportContext);
  if (!reportError) throw new Error('useReportError outside ErrorReportingProvider');
  return reportError;
}
