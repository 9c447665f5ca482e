// @vitest-environment happy-dom
import { AppError } from '@eqa/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { en, orgAdminProfile, renderScreen } from '../../../testing/render';
import { serverFailure } from '../../../testing/trpc-stub';
import { EditableTextTitle } from './editable-title';

function openTitle(onSave: (value: string) => Promise<unknown>) {
  const onFailure = vi.fn();
  const screenApi = renderScreen(<EditableTextTitle value="KK" label="Short name" param="shortName" onSave={onSave} onFailure={onFailure} testId="scheme-title" />, {
    profile: orgAdminProfile(),
  });
  return { ...screenApi, onFailure };
}

const input = () => screen.getByTestId('scheme-title-input');
const save = () => screen.getByTestId('scheme-title-save');

describe('an editable title (a small form of the kit)', () => {
  it('refuses a blank title in words and saves the trimmed text with Enter, then closes', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = openTitle(onSave);
    await user.click(await screen.findByTestId('scheme-title-edit'));
    await user.clear(input());
    await waitFor(() => expect(input()).toHaveAccessibleDescription(en.requiredField()));
    expect(save()).toBeDisabled();

    await user.type(input(), '  KK2 ');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('KK2'));
    expect(await screen.findByTestId('scheme-title-text')).toHaveTextContent('KK');
  });

  it('keeps the title open with what was typed when the server refuses it, the refusal under the field', async () => {
    const { user, onFailure } = openTitle(() => Promise.reject(serverFailure(AppError.constraint('shortName', 'config.schemes.shortNameTaken', 'config.schemes.shortNameTaken'))));
    await user.click(await screen.findByTestId('scheme-title-edit'));
    await user.clear(input());
    await user.type(input(), 'GLU');
    // Save is enabled once the form has checked the new text (asynchronously): the click waits for it
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());

    await waitFor(() => expect(input()).toHaveAccessibleDescription(en.config.schemes.shortNameTaken()));
    expect(input()).toHaveValue('GLU');
    expect(onFailure).not.toHaveBeenCalled();
  });
});
