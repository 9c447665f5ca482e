import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'wouter';
import { useI18n } from '../../app/i18n';
import { trpc } from '../../lib/trpc';

/** How often the bell asks for the unread count (and when the window regains focus). */
export const BELL_REFRESH_MS = 60_000;

/** The top bar's bell: the unread count on a badge, a link to the notification centre (issue 34). */
export function NotificationBell() {
  const { LL } = useI18n();
  const count = trpc.notifications.unreadCount.useQuery({}, { refetchInterval: BELL_REFRESH_MS, meta: { silent: true } });
  const unread = count.data?.unread ?? 0;
  const label = unread > 0 ? LL.notificationCentre.bellUnread({ count: unread }) : LL.notificationCentre.bell();
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={RouterLink} href="/notifications" aria-label={label} data-testid="notification-bell" data-unread={unread}>
        {/* the count's text is part of the name (WCAG 2.5.3): no badge, and no count left in it, at 0 */}
        {unread > 0 ? (
          <Badge badgeContent={unread} color="error" max={Number.MAX_SAFE_INTEGER} data-testid="notification-bell-count">
            <NotificationsNoneOutlinedIcon />
          </Badge>
        ) : (
          <NotificationsNoneOutlinedIcon />
        )}
      </IconButton>
    </Tooltip>
  );
}
