// @vitest-environment happy-dom
import { AppError, ZOrdinalText } from '@eqa/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { en, renderScreen } from '../../testing/render';
import { serverFailure } from '../../testing/trpc-stub';
import { FormSwitchField } from './form-switch-field';
import { FormTextField } from './form-text-field';
import { useAutosaveForm } from './use-autosave-form';

const ZPanel = z.object({ ordinal: ZOrdinalText, hidden: z.boolean() });
type Panel = z.infer<typeof ZPanel>;
type Patch = { ordinal?: number; hidden?: boolean };

/** A detail overlay's small panel made of the kit: the ordinal saved a moment after typing, hidden at once. */
function AutosavePanel({ save, onFailure }: { save(patch: Patch): Promise<unknown>; onFailure(error: unknown): void }) {
  const { form } = useAutosaveForm<Panel, Patch>({
    schema: ZPanel,
    defaultValues: { ordinal: '3', hidden: false },
    patch: (name, values) => (name === 'ordinal' ? { ordinal: Number(values.ordinal.trim()) } : { hidden: values.hidden }),
    immediate: ['hidden'],
    save,
    onFailure,
  });
  return (
    <>
      <FormTextField control={form.control} name="ordinal" label="Ordinal" />
      <FormSwitchField control={form.control} name="hidden" label="Hidden" testId="panel-hidden" />
    </>
  );
}

async function open(save: (patch: Patch) => Promise<unknown>) {
  const saved = vi.fn(save);
  const onFailure = vi.fn();
  const rendered = renderScreen(<AutosavePanel save={saved} onFailure={onFailure} />);
  await screen.findByRole('textbox', { name: /^Ordinal/ });
  return { ...rendered, saved, onFailure };
}

const ordinal = () => screen.getByRole('textbox', { name: /^Ordinal/ });

describe('the autosaving form of the kit', () => {
  it('saves a field that holds a moment after the last change, never one that does not, and a switch at once', async () => {
    const { user, saved } = await open(() => Promise.resolve());
    await user.clear(ordinal());
    await waitFor(() => expect(ordinal()).toHaveAccessibleDescription(en.requiredField()));
    await user.type(ordinal(), '1.5');
    await waitFor(() => expect(ordinal()).toHaveAccessibleDescription(en.config.common.invalidInteger()));
    await user.click(screen.getByTestId('panel-hidden'));
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ hidden: true }));
    await user.clear(ordinal());
    await user.type(ordinal(), '12');
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ ordinal: 12 }), { timeout: 3000 });
    // the typing in between (1, 1.5, blank) was never saved
    expect(saved.mock.calls.map((call) => call[0])).toEqual([{ hidden: true }, { ordinal: 12 }]);
  });

  it('puts a 422 under its field and keeps what was typed; a failure of no field goes to onFailure', async () => {
    let failure = serverFailure(AppError.constraint('ordinal', 'Taken', 'duplicateOrdinal'));
    const { user, onFailure } = await open(() => Promise.reject(failure));
    await user.clear(ordinal());
    await user.type(ordinal(), '7');
    await waitFor(() => expect(ordinal()).toHaveAccessibleDescription(en.config.common.duplicateOrdinal()), { timeout: 3000 });
    expect(ordinal()).toHaveValue('7');
    expect(onFailure).not.toHaveBeenCalled();

    failure = serverFailure(AppError.constraint('year', 'Closed', 'requiredField'));
    await user.click(screen.getByTestId('panel-hidden'));
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
  });
});
