import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';

/**
 * What a configuration create does once the server answered (spec 3 §2/§5): the notification
 * 'created' and the new item's page; by default the page replaces the dialog's URL in the history.
 */
export function useOpenCreated(): (path: string, options?: { replace?: boolean }) => void {
  const { LL } = useI18n();
  const notify = useNotify();
  const [, navigate] = useLocation();
  return useCallback(
    (path: string, { replace = true }: { replace?: boolean } = {}) => {
      notify(LL.notifications.created());
      navigate(path, { replace });
    },
    [LL, notify, navigate],
  );
}
