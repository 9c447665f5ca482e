import { router } from '../../trpc';
import { listNotifications, unreadCount } from './list-notifications';
import { markAllRead, markRead } from './mark-read';
import { getSettings, runSweep, updateSettings } from './org-notifications';
import { getPreferences, updatePreferences } from './preferences';

export const notificationsRouter = router({
  list: listNotifications,
  unreadCount,
  markRead,
  markAllRead,
  getPreferences,
  updatePreferences,
  runSweep,
  getSettings,
  updateSettings,
});
