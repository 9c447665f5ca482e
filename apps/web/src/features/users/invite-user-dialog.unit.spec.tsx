// @vitest-environment happy-dom
import { AppError } from '@eqa/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { en, enterText, orgAdminProfile, renderScreen } from '../../testing/render';
import { serverFailure, type ProcedureInput, type ProcedureOutput, type StubAnswer } from '../../testing/trpc-stub';
import { InviteUserDialog } from './invite-user-dialog';

const ORG_ID = 10;

function invited(input: ProcedureInput<'users.inviteOrg'>): ProcedureOutput<'users.inviteOrg'> {
  return {
    id: 77,
    username: '',
    fullName: input.fullName,
    email: input.email,
    disabled: false,
    role: { id: 'org_admin', name: { en: 'Organisation administrator' } },
    invitation: { state: 'pending', expiresAt: '2026-12-01T10:00:00.000Z' },
  };
}

/** The invite dialog of the org's users, its server answering `inviteOrg` as given. */
function openDialog(inviteOrg: StubAnswer<'users.inviteOrg'>) {
  const onClose = vi.fn();
  const screenApi = renderScreen(<InviteUserDialog scope={{ kind: 'org', orgId: ORG_ID }} onClose={onClose} />, {
    profile: orgAdminProfile(),
    api: { 'users.inviteOrg': inviteOrg, 'users.listOrg': () => ({ items: [], total: 0 }) },
  });
  return { ...screenApi, onClose };
}

async function dialog() {
  return screen.findByRole('dialog', { name: en.users.inviteTitle() });
}

const fullName = () => screen.getByRole('textbox', { name: en.users.fullName() });
const email = () => screen.getByRole('textbox', { name: en.users.email() });
const send = () => screen.getByRole('button', { name: en.users.inviteSubmit() });

describe('the invite dialog (forms kit: FormDialog, FormTextField, applyServerError)', () => {
  it('shows the schema’s messages under the fields and sends nothing while they stand', async () => {
    const inviteOrg = vi.fn(invited);
    const { user, inputsOf } = openDialog(inviteOrg);
    await dialog();

    await user.click(send());
    expect(fullName()).toHaveAccessibleDescription(en.requiredField());
    // an empty address fails the address rule first (core ZEmail)
    expect(email()).toHaveAccessibleDescription(en.emailFormatHelpText());
    expect(fullName()).toHaveAttribute('aria-invalid', 'true');

    await enterText(user, fullName(), 'Ann Lee');
    await enterText(user, email(), 'ann@');
    await user.click(send());
    expect(fullName()).toHaveAttribute('aria-invalid', 'false');
    expect(email()).toHaveAccessibleDescription(en.emailFormatHelpText());
    expect(inputsOf('users.inviteOrg')).toEqual([]);
  });

  it('puts a 422 naming a field under that field, in words, and keeps what was typed', async () => {
    const { user, onClose } = openDialog(() => {
      throw serverFailure(AppError.constraint('email', 'emailFormatHelpText', 'emailFormatHelpText'));
    });
    await dialog();
    await enterText(user, fullName(), 'Ann Lee');
    await enterText(user, email(), 'ann@lab.hu');
    await user.click(send());

    await waitFor(() => expect(email()).toHaveAccessibleDescription(en.emailFormatHelpText()));
    expect(email()).toHaveFocus();
    expect(fullName()).toHaveValue('Ann Lee');
    expect(email()).toHaveValue('ann@lab.hu');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByTestId('error-dialog')).toBeNull();
  });

  it('names an address that has signed up already under the e-mail (409 email_in_use)', async () => {
    const { user } = openDialog(() => {
      throw serverFailure(AppError.conflict('E-mail in use', 'email_in_use'));
    });
    await dialog();
    await enterText(user, fullName(), 'Ann Lee');
    await enterText(user, email(), 'ann@lab.hu');
    await user.click(send());

    await waitFor(() => expect(email()).toHaveAccessibleDescription(en.users.emailInUse()));
  });

  it('reports a failure of no field in the error dialog, the dialog and what was typed staying', async () => {
    let attempts = 0;
    const { user, onClose } = openDialog((input) => {
      attempts += 1;
      if (attempts === 1) throw serverFailure(new AppError('INTERNAL', 'boom'));
      return invited(input);
    });
    await dialog();
    await enterText(user, fullName(), 'Ann Lee');
    await enterText(user, email(), 'ann@lab.hu');
    await user.click(send());

    const report = await screen.findByTestId('error-dialog');
    expect(within(report).getByText(en.error.generic.title())).toBeVisible();
    expect(within(report).getByText(en.error.whileDoing({ action: en.errorAction.profile() }))).toBeVisible();
    await user.click(within(report).getByRole('button', { name: en.actions.close() }));
    await waitFor(() => expect(screen.queryByTestId('error-dialog')).toBeNull());
    expect(fullName()).toHaveValue('Ann Lee');
    expect(email()).toHaveValue('ann@lab.hu');
    expect(onClose).not.toHaveBeenCalled();

    // sent again as it stands, it goes through
    await user.click(send());
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('sends the trimmed fields, says the invitation went, refreshes the list and closes', async () => {
    const { user, onClose, inputsOf } = openDialog(invited);
    await dialog();
    await enterText(user, fullName(), '  Ann Lee ');
    await enterText(user, email(), 'ann@lab.hu ');
    await user.click(send());

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(inputsOf('users.inviteOrg')).toEqual([{ orgId: ORG_ID, fullName: 'Ann Lee', email: 'ann@lab.hu' }]);
    expect(await screen.findByText(en.users.invited({ email: 'ann@lab.hu' }))).toBeVisible();
  });
});
