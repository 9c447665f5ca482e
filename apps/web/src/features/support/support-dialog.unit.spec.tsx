// @vitest-environment happy-dom
import { AppError } from '@eqa/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { en, orgAdminProfile, renderScreen } from '../../testing/render';
import { serverFailure, type StubAnswer } from '../../testing/trpc-stub';
import { SupportDialog } from './support-dialog';

function openDialog(send: StubAnswer<'support.send'>) {
  const onClose = vi.fn();
  const screenApi = renderScreen(<SupportDialog open onClose={onClose} labId={3} orgId={1} labName="Test Laboratory" />, { profile: orgAdminProfile(), api: { 'support.send': send } });
  return { ...screenApi, onClose };
}

const subject = () => screen.getByTestId('support-subject');
const message = () => screen.getByTestId('support-message');
const replyTo = () => screen.getByTestId('support-reply-to');
const send = () => screen.getByTestId('support-send');

describe('the support dialog (forms kit)', () => {
  it('sends only a subject and a message, with the reply-to addresses, then clears the message', async () => {
    const { user, inputsOf } = openDialog(() => ({ id: 1 }));
    await screen.findByTestId('support-dialog');
    expect(send()).toBeDisabled();
    await user.type(subject(), 'Question');
    await user.type(message(), 'How do I enter a result?');
    await user.type(replyTo(), 'not-an-address');
    await user.tab();
    await waitFor(() => expect(replyTo()).toHaveAccessibleDescription(en.emailFormatHelpText()));
    expect(send()).toBeDisabled();

    await user.clear(replyTo());
    await user.type(replyTo(), 'me@example.com');
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());

    expect(await screen.findByTestId('support-success')).toHaveTextContent(en.support.success());
    expect(inputsOf('support.send')).toMatchObject([{ labId: 3, orgId: 1, subject: 'Question', message: 'How do I enter a result?', replyTo: ['me@example.com'] }]);
    expect(message()).toHaveValue('');
    expect(subject()).toHaveValue('Question');
  });

  it('puts a 422 of the server under its field and keeps what was typed', async () => {
    const { user } = openDialog(() => {
      throw serverFailure(AppError.constraint('subject', 'requiredField', 'requiredField'));
    });
    await screen.findByTestId('support-dialog');
    await user.type(subject(), 'Question');
    await user.type(message(), 'Text');
    // Send is enabled once the form's rules (checked asynchronously) pass on what was typed
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());

    await waitFor(() => expect(subject()).toHaveAccessibleDescription(en.requiredField()));
    expect(message()).toHaveValue('Text');
    expect(screen.queryByTestId('support-success')).toBeNull();
  });
});
