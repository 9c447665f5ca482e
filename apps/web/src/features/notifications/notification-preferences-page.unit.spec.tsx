// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { en, orgAdminProfile, renderScreen } from '../../testing/render';
import type { ProcedureInput, ProcedureOutput } from '../../testing/trpc-stub';
import { NotificationPreferencesPage } from './notification-preferences-page';

type Preferences = ProcedureOutput<'notifications.getPreferences'>;

const STAFF: Preferences = {
  items: [
    { type: 'checkout_requested', inApp: true, email: true },
    { type: 'lab_registered', inApp: true, email: true },
    { type: 'late_labs', inApp: true, email: true },
  ],
};

/** The server's PATCH: the given channels over the current ones. */
function patched(current: Preferences) {
  return (input: ProcedureInput<'notifications.updatePreferences'>): Preferences => ({
    items: current.items.map((item) => {
      const change = input.preferences.find((p) => p.type === item.type);
      return { ...item, ...(change?.inApp !== undefined ? { inApp: change.inApp } : {}), ...(change?.email !== undefined ? { email: change.email } : {}) };
    }),
  });
}

const checkbox = (type: keyof typeof en.notificationCentre.types, channel: 'inApp' | 'email') =>
  screen.getByRole('checkbox', { name: `${en.notificationCentre.types[type].label()}: ${channel === 'inApp' ? en.notificationCentre.preferences.inApp() : en.notificationCentre.preferences.email()}` });

describe('the notification settings screen (issue 34)', () => {
  it('shows each type’s channels and saves the form', async () => {
    const update = vi.fn(patched(STAFF));
    const { user, inputsOf } = renderScreen(<NotificationPreferencesPage />, {
      profile: orgAdminProfile(),
      path: '/notifications/preferences',
      api: { 'notifications.getPreferences': () => STAFF, 'notifications.updatePreferences': update },
    });
    await screen.findByRole('heading', { name: en.notificationCentre.preferences.title() });
    // the heading shows before the preferences have come: wait for their rows
    await waitFor(() => expect(checkbox('late_labs', 'email')).toBeChecked());
    await user.click(checkbox('late_labs', 'email'));
    await user.click(screen.getByRole('button', { name: en.notificationCentre.preferences.save() }));
    await waitFor(() => expect(inputsOf('notifications.updatePreferences')).toHaveLength(1));
    expect(inputsOf('notifications.updatePreferences')[0]).toEqual({
      preferences: [
        { type: 'checkout_requested', inApp: true, email: true },
        { type: 'lab_registered', inApp: true, email: true },
        { type: 'late_labs', inApp: true, email: false },
      ],
    });
    expect(await screen.findByText(en.notificationCentre.preferences.saved())).toBeInTheDocument();
  });

  it('turns a type’s e-mail off from the e-mailed unsubscribe link and says so', async () => {
    const { inputsOf } = renderScreen(<NotificationPreferencesPage />, {
      profile: orgAdminProfile(),
      path: '/notifications/preferences?unsubscribe=late_labs',
      api: { 'notifications.getPreferences': () => STAFF, 'notifications.updatePreferences': patched(STAFF) },
    });
    expect(await screen.findByTestId('notification-unsubscribed')).toHaveTextContent(en.notificationCentre.preferences.unsubscribed({ type: en.notificationCentre.types.late_labs.label() }));
    expect(inputsOf('notifications.updatePreferences')).toEqual([{ preferences: [{ type: 'late_labs', email: false }] }]);
    await waitFor(() => expect(checkbox('late_labs', 'email')).not.toBeChecked());
  });

  it('ignores an unsubscribe link of a type the user does not receive', async () => {
    const { inputsOf } = renderScreen(<NotificationPreferencesPage />, {
      profile: orgAdminProfile(),
      path: '/notifications/preferences?unsubscribe=deadline_approaching',
      api: { 'notifications.getPreferences': () => STAFF, 'notifications.updatePreferences': patched(STAFF) },
    });
    await screen.findByRole('heading', { name: en.notificationCentre.preferences.title() });
    // once the preferences are shown, the link has been read: nothing was changed
    await waitFor(() => expect(checkbox('late_labs', 'email')).toBeInTheDocument());
    expect(inputsOf('notifications.updatePreferences')).toEqual([]);
    expect(screen.queryByTestId('notification-unsubscribed')).toBeNull();
  });
});
