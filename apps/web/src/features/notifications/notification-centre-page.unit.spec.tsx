// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en, orgAdminProfile, renderScreen } from '../../testing/render';
import type { ProcedureOutput } from '../../testing/trpc-stub';
import { NotificationCentrePage } from './notification-centre-page';

type List = ProcedureOutput<'notifications.list'>;

const ITEMS: List['items'] = [
  {
    id: 2,
    type: 'late_labs',
    createdAt: '2030-06-15T05:00:00.000Z',
    readAt: null,
    title: '2 laboratories late for GLU 2030/1',
    body: 'The deadline of GLU 2030/1 is 21/06/2030; not validated yet: 1042, 1107.',
    link: '/surveys/9',
    subject: { kind: 'survey', id: 9 },
  },
  {
    id: 1,
    type: 'lab_registered',
    createdAt: '2030-06-14T05:00:00.000Z',
    readAt: '2030-06-14T08:00:00.000Z',
    title: 'New registration: 1200 New Laboratory',
    body: '1200 New Laboratory registered and waits for review.',
    link: null,
    subject: { kind: 'lab', id: 5 },
  },
];

function open() {
  let items = ITEMS.map((item) => ({ ...item }));
  const list = (): List => ({ items, total: items.length, unread: items.filter((i) => i.readAt === null).length });
  return renderScreen(<NotificationCentrePage />, {
    profile: orgAdminProfile(),
    path: '/notifications',
    api: {
      'notifications.list': list,
      'notifications.unreadCount': () => ({ unread: list().unread }),
      'notifications.markRead': ({ id }) => {
        items = items.map((item) => (item.id === id ? { ...item, readAt: '2030-06-15T06:00:00.000Z' } : item));
        return { id, readAt: '2030-06-15T06:00:00.000Z' };
      },
      'notifications.markAllRead': () => {
        const marked = list().unread;
        items = items.map((item) => ({ ...item, readAt: item.readAt ?? '2030-06-15T06:00:00.000Z' }));
        return { marked };
      },
    },
  });
}

describe('the notification centre (issue 34)', () => {
  it('lists the notifications with their state and marks all read', async () => {
    const { user, inputsOf } = open();
    const grid = await screen.findByRole('grid', { name: en.notificationCentre.title() });
    expect(await within(grid).findByText('2 laboratories late for GLU 2030/1')).toBeInTheDocument();
    expect(within(grid).getByText(en.notificationCentre.unread())).toBeInTheDocument();
    expect(within(grid).getByText(en.notificationCentre.read())).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.notificationCentre.markAllRead() }));
    await waitFor(() => expect(inputsOf('notifications.markAllRead')).toHaveLength(1));
    expect(await screen.findByText(en.notificationCentre.markedAllRead())).toBeInTheDocument();
    await waitFor(() => expect(within(grid).queryByText(en.notificationCentre.unread())).toBeNull());
  });

  it('opens a notification’s thing and marks it read', async () => {
    const { user, inputsOf, location } = open();
    await user.click(await screen.findByTestId('notification-open-2'));
    await waitFor(() => expect(location.current).toBe('/surveys/9'));
    expect(inputsOf('notifications.markRead')).toEqual([{ id: 2 }]);
  });
});
