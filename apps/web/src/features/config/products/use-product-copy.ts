import { PRODUCT_COPY_FIRST_CHECK_MS, PRODUCT_COPY_POLL_MS } from '@eqa/core';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import { isCopyRunning } from './product-copy-state';

export type ProductCopyStatus = RouterOutputs['config']['products']['checkCopy'];

/**
 * The product copy of spec 3 §4: start → notifications.copyStarted → a status check one second later
 * → while running the status is polled every five seconds (progress screen) → finished: the
 * products are reloaded. The status is also checked when next year's page opens empty.
 */
export function useProductCopy(year: number, checkOnOpen: boolean) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const notify = useNotify();
  const utils = trpc.useUtils();
  const onError = useMutationError('configProducts');
  const [started, setStarted] = useState(false);
  const firstCheck = useRef<ReturnType<typeof setTimeout> | null>(null);
  const status = trpc.config.products.checkCopy.useQuery(
    { orgId, year },
    {
      enabled: checkOnOpen || started,
      staleTime: 0,
      refetchInterval: (query) => (isCopyRunning(query.state.data) ? PRODUCT_COPY_POLL_MS : false),
      meta: { errorAction: 'configProducts' },
    },
  );
  const running = isCopyRunning(status.data);
  const state = status.data?.state;

  useEffect(() => {
    if (state === 'succeeded') {
      void utils.config.products.list.invalidate({ orgId, year });
      void utils.config.products.annualSummaries.invalidate();
    }
  }, [state, utils, orgId, year]);
  useEffect(() => () => {
    if (firstCheck.current) clearTimeout(firstCheck.current);
  }, []);

  const copy = trpc.config.products.copy.useMutation({
    onSuccess: (next) => {
      utils.config.products.checkCopy.setData({ orgId, year }, next);
      notify(LL.notifications.copyStarted(), 'info');
      firstCheck.current = setTimeout(() => {
        setStarted(true);
        void utils.config.products.checkCopy.invalidate({ orgId, year });
      }, PRODUCT_COPY_FIRST_CHECK_MS);
    },
    onError: (error) => onError(error),
  });

  return {
    status: status.data,
    running: running || copy.isPending,
    start: () => copy.mutate({ orgId, year }),
  };
}
