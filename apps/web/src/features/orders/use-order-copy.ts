import { COPY_POLL_INTERVAL_MS, shouldCheckCopyStatus } from '@eqa/core';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useMutationError } from '../config/common/mutations';
import { useNow } from '../config/common/use-now';

export type OrderCopyStatus = RouterOutputs['orders']['checkCopy'];

interface OrderCopyOptions {
  labId: number;
  orgId: number;
  year: number;
  /** The year's orders have loaded. */
  loaded: boolean;
  orderCount: number;
}

/**
 * The copy of last year's orders (spec 2 §4): start (after the confirmation) → the status is polled
 * every COPY_POLL_INTERVAL_MS while it runs (a progress screen replaces the content) → finished:
 * the orders, the catalogue, the differences and the summaries are reloaded and the differences
 * shown. For the next year the status is checked by itself (core shouldCheckCopyStatus) once the
 * year has loaded with no orders, so a copy started elsewhere is followed too.
 */
export function useOrderCopy({ labId, orgId, year, loaded, orderCount }: OrderCopyOptions) {
  const { LL } = useI18n();
  const notify = useNotify();
  const now = useNow();
  const utils = trpc.useUtils();
  const onError = useMutationError('orders');
  const input = { labId, orgId, year };
  const [started, setStarted] = useState(false);
  // latched: once the rule asked for a check, the status stays followed
  const [autoCheck, setAutoCheck] = useState(false);
  const shouldCheck = shouldCheckCopyStatus({ year, loaded, orderCount, copyRunning: started }, now);
  useEffect(() => {
    if (shouldCheck) setAutoCheck(true);
  }, [shouldCheck]);

  const status = trpc.orders.checkCopy.useQuery(input, {
    enabled: started || autoCheck,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.running ? COPY_POLL_INTERVAL_MS : false),
    meta: { errorAction: 'orders' },
  });
  const running = status.data?.running === true;
  const finished = status.data?.finished === true;

  // a copy seen running (started here or elsewhere) reloads everything when it finishes
  const followed = useRef(false);
  useEffect(() => {
    if (running) followed.current = true;
    if (finished && followed.current) {
      followed.current = false;
      notify(LL.orders.copy.finished());
      void utils.orders.year.invalidate(input);
      void utils.orders.catalog.invalidate(input);
      void utils.orders.differences.invalidate(input);
      void utils.orders.annualSummaries.invalidate({ labId, orgId });
      void utils.checkout.state.invalidate(input);
      void utils.labs.stats.invalidate({ labId });
    }
  }, [running, finished]);

  const copy = trpc.orders.copy.useMutation({
    onSuccess: (next) => {
      utils.orders.checkCopy.setData(input, next);
      followed.current = true;
      setStarted(true);
      notify(LL.orders.notifications.copyStarted(), 'info');
    },
    onError: (error) => onError(error),
  });

  return {
    status: status.data,
    /** The progress screen replaces the content. */
    running: running || copy.isPending,
    /** The last copy finished (its differences are worth showing). */
    finished,
    start: () => copy.mutate(input),
  };
}
