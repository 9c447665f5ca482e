// @vitest-environment happy-dom
import { loadLocale } from '@eqa/i18n';
import { AppError, REQUIRED_FIELD, ZContractAddress, ZContractContact } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { I18nProvider } from '../../app/i18n';
import { en, renderScreen } from '../../testing/render';
import { serverFailure } from '../../testing/trpc-stub';
import { FormAddressBlock } from './form-address-block';
import { FormCheckboxField } from './form-checkbox-field';
import { FormContactBlock } from './form-contact-block';
import { FormDialog } from './form-dialog';
import { FormNumberField } from './form-number-field';
import { FormPasswordField } from './form-password-field';
import { FormSelectField } from './form-select-field';
import { FormTextField } from './form-text-field';
import { applyServerError } from './server-errors';

/** The schema of the test form: what the procedures' input schemas look like (core's message codes). */
const ZKitFields = z.object({
  name: z.string().trim().min(1, { message: REQUIRED_FIELD }),
  factor: z.number({ message: 'forms.invalidNumber' }).positive({ message: 'config.common.invalidNumber' }).nullable(),
  unitId: z.number({ message: REQUIRED_FIELD }).nullable().refine((id): boolean => id !== null, { message: REQUIRED_FIELD }),
  password: z.string().min(1, { message: REQUIRED_FIELD }),
  address: ZContractAddress,
  contact: ZContractContact,
});
type KitFields = z.infer<typeof ZKitFields>;

const EMPTY: KitFields = {
  name: '',
  factor: null,
  unitId: null,
  password: '',
  address: { zipCode: '', city: '', address: '', countryId: '' },
  contact: { phone: null, emails: [] },
};
const FIELDS = ['name', 'factor', 'unitId', 'password', 'address', 'contact'] as const;

/** A dialog made only of the kit: `save` gets the values (and may throw a server failure). */
function KitDialog({ save, onClose, report, initial = EMPTY }: { save(values: KitFields): Promise<void>; onClose(): void; report(error: unknown): void; initial?: KitFields }) {
  const form = useForm<KitFields>({ resolver: zodResolver(ZKitFields), defaultValues: initial, mode: 'onTouched' });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      onClose();
    } catch (error) {
      if (!applyServerError(error, form.setError, FIELDS, { aliases: { unit: 'unitId' }, messages: { wrong_password: 'orders.checkout.invalidPassword' } })) report(error);
    }
  });
  return (
    <FormDialog testId="kit" title="Kit" onSubmit={(event) => void submit(event)} onClose={onClose} pending={form.formState.isSubmitting} dirty={form.formState.isDirty}>
      <FormTextField control={form.control} name="name" label="Name" required />
      <FormNumberField control={form.control} name="factor" label="Factor" />
      <FormSelectField
        control={form.control}
        name="unitId"
        label="Unit"
        emptyLabel="None"
        options={[
          { value: 1, label: 'mmol/l' },
          { value: 2, label: 'mg/dl' },
        ]}
        testId="kit-unit"
      />
      <FormPasswordField control={form.control} name="password" label="Password" required />
      <FormAddressBlock control={form.control} base="address" countries={['HU', 'AT']} testPrefix="kit" />
      <FormContactBlock control={form.control} base="contact" testPrefix="kit" />
    </FormDialog>
  );
}

async function open(save: (values: KitFields) => Promise<void> = () => Promise.resolve(), options: { locale?: 'hu'; initial?: KitFields } = {}) {
  const onClose = vi.fn();
  const report = vi.fn();
  const saved = vi.fn(save);
  const dialog = <KitDialog save={saved} onClose={onClose} report={report} initial={options.initial} />;
  const rendered = renderScreen(options.locale ? <I18nProvider locale={options.locale}>{dialog}</I18nProvider> : dialog);
  await screen.findByRole('dialog', { name: 'Kit' });
  return { ...rendered, onClose, report, saved };
}

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const unit = () => screen.getByRole('combobox', { name: /^Unit/ });
const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const save = () => screen.getByRole('button', { name: en.actions.save() });

/** Fills the fields the schema requires. */
async function fillRequired(user: Awaited<ReturnType<typeof open>>['user']) {
  await user.type(textbox('Name'), 'Glucose');
  await user.click(unit());
  await user.click(await screen.findByRole('option', { name: 'mg/dl' }));
  await user.type(password(), 'secret');
}

describe('the form kit', () => {
  it('shows the schema’s messages under the fields, translated, and sends nothing while they stand', async () => {
    const { user, saved } = await open();
    await user.click(save());
    await waitFor(() => expect(textbox('Name')).toHaveAccessibleDescription(en.requiredField()));
    expect(textbox('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription(en.requiredField());
    expect(unit()).toHaveAccessibleDescription(en.requiredField());
    expect(saved).not.toHaveBeenCalled();
  });

  it('reads a locale number (a decimal comma or point), refuses a word with its message, and sends the number', async () => {
    const { user, saved } = await open();
    await fillRequired(user);
    await user.type(textbox('Factor'), 'abc');
    await user.tab();
    await waitFor(() => expect(textbox('Factor')).toHaveAccessibleDescription(en.forms.invalidNumber()));
    await user.clear(textbox('Factor'));
    await user.type(textbox('Factor'), '0,5');
    await user.click(save());
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]?.[0]).toMatchObject({ name: 'Glucose', factor: 0.5, unitId: 2, password: 'secret' });
  });

  it('shows and reads numbers the Hungarian way (decimal comma) in Hungarian', async () => {
    loadLocale('hu');
    const { user, saved } = await open(() => Promise.resolve(), { locale: 'hu', initial: { ...EMPTY, name: 'Glükóz', unitId: 1, password: 'titok', factor: 2.5 } });
    expect(textbox('Factor')).toHaveValue('2,5');
    await user.clear(textbox('Factor'));
    await user.type(textbox('Factor'), '0.75');
    await user.tab();
    // a point typed is read too, and shown the Hungarian way once the field is left
    await waitFor(() => expect(textbox('Factor')).toHaveValue('0,75'));
    await user.type(textbox('Factor'), 'x');
    await user.tab();
    await waitFor(() => expect(textbox('Factor')).toHaveAccessibleDescription('Adjon meg egy számot'));
    await user.clear(textbox('Factor'));
    await user.type(textbox('Factor'), '1,5');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]?.[0]).toMatchObject({ factor: 1.5 });
  });

  it('puts a 422 on the field its param names (with its params, or an alias), keeps what was typed, and focuses it', async () => {
    let failure = serverFailure(AppError.constraint('name', 'Refused', 'config.common.serverRefused', { message: 'too long' }));
    const { user, report, onClose } = await open(() => Promise.reject(failure));
    await fillRequired(user);
    await user.click(save());
    await waitFor(() => expect(textbox('Name')).toHaveAccessibleDescription(en.config.common.serverRefused({ message: 'too long' })));
    await waitFor(() => expect(textbox('Name')).toHaveFocus());
    expect(textbox('Name')).toHaveValue('Glucose');

    failure = serverFailure(AppError.constraint('unit', 'Unknown unit', 'requiredField'));
    await user.click(save());
    await waitFor(() => expect(unit()).toHaveAccessibleDescription(en.requiredField()));

    failure = serverFailure(AppError.constraint('password', 'Wrong', 'wrong_password'));
    await user.click(save());
    await waitFor(() => expect(password()).toHaveAccessibleDescription(en.orders.checkout.invalidPassword()));
    expect(password()).toHaveValue('secret');

    // a nested param lands on the address' own field; a code with no text reads as a constraint violation, never raw
    failure = serverFailure(AppError.constraint('address.zipCode', 'Bad zip', 'no_such_code'));
    await user.click(save());
    await waitFor(() => expect(screen.getByTestId('kit-address.zipCode')).toHaveAccessibleDescription(en.error.constraintViolation.message()));

    // an e-mail of the contact: the list of addresses shows it
    failure = serverFailure(AppError.constraint('contact.emails.0', 'Bad e-mail', 'emailFormatHelpText'));
    await user.click(save());
    await waitFor(() => expect(screen.getByTestId('kit-contact.emails')).toHaveAccessibleDescription(en.emailFormatHelpText()));

    // a param the form has no field for is not the form's: the caller reports it
    failure = serverFailure(AppError.constraint('year', 'Closed', 'requiredField'));
    await user.click(save());
    await waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows and hides the password with a named toggle', async () => {
    const { user } = await open();
    await user.type(password(), 'secret');
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: en.passwordVisibility.show() }));
    expect(password()).toHaveAttribute('type', 'text');
  });

  it('sends the address and the contact as core’s shapes (e-mails as chips)', async () => {
    const { user, saved } = await open();
    await fillRequired(user);
    await user.type(screen.getByTestId('kit-address.zipCode'), '1111');
    await user.type(screen.getByTestId('kit-address.city'), 'Budapest');
    await user.type(screen.getByTestId('kit-contact.phone'), '+36 1 234 5678');
    await user.type(screen.getByTestId('kit-contact.emails'), 'a@lab.hu, b@lab.hu{Enter}');
    await user.click(save());
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]?.[0]).toMatchObject({
      address: { zipCode: '1111', city: 'Budapest', address: '', countryId: '' },
      contact: { phone: '+36 1 234 5678', emails: ['a@lab.hu', 'b@lab.hu'] },
    });
  });

  it('closes a clean form at once', async () => {
    const { user, onClose } = await open();
    await user.click(screen.getByRole('button', { name: en.actions.cancel() }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: en.forms.discard.title() })).toBeNull();
  });

  it('asks before a dirty form is closed: Keep editing keeps what was typed, Discard closes', async () => {
    const { user, onClose } = await open();
    await user.type(textbox('Name'), 'Glucose');
    await user.click(screen.getByRole('button', { name: en.actions.cancel() }));
    const question = await screen.findByRole('dialog', { name: en.forms.discard.title() });
    expect(question).toHaveTextContent(en.forms.discard.question());
    await user.click(screen.getByRole('button', { name: en.forms.discard.keepEditing() }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: en.forms.discard.title() })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(textbox('Name')).toHaveValue('Glucose');

    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: en.forms.discard.title() });
    await user.click(screen.getByRole('button', { name: en.forms.discard.confirm() }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('binds a box to a boolean field: its rule’s message under it (named as its description) until it is ticked, then the value is sent', async () => {
    const ZTerms = z.object({ accepted: z.boolean().refine((value) => value, { message: REQUIRED_FIELD }) });
    const sent = vi.fn();
    function TermsForm() {
      const form = useForm<z.infer<typeof ZTerms>>({ resolver: zodResolver(ZTerms), defaultValues: { accepted: false } });
      return (
        <form onSubmit={(event) => void form.handleSubmit((values) => sent(values))(event)}>
          <FormCheckboxField control={form.control} name="accepted" label="I accept the terms" testId="kit-accepted" />
          <button type="submit">Send</button>
        </form>
      );
    }
    const { user } = renderScreen(<TermsForm />);
    const box = await screen.findByRole('checkbox', { name: 'I accept the terms' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(en.requiredField()));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(sent).not.toHaveBeenCalled();
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ accepted: true }));
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.getByTestId('kit-accepted')).toBe(box);
  });
});
