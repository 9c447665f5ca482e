import { normalisePurchaseOrderNumber, PURCHASE_ORDER_NUMBER_MAX_LENGTH, ZCheckoutInput, type CheckoutInput } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Control, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useI18n } from '../../app/i18n';
import { FormPasswordField } from '../../components/forms/form-password-field';
import { FormTextField } from '../../components/forms/form-text-field';
import { applyValidationPasswordError } from '../../components/forms/validation-password';

/** What a checkout sends besides the order year: the password, and the purchase-order number or null. */
export interface CheckoutValues {
  validationPassword: string;
  purchaseOrderNumber: string | null;
}

/** Spec 2 §8's sentences of a wrong password and of too many. */
const MESSAGES = { invalid: 'orders.checkout.invalidPassword', tooMany: 'orders.checkout.tooManyAttempts' } as const;

export interface CheckoutForm {
  form: UseFormReturn<CheckoutInput>;
  /** Too many wrong passwords (429): the password and the submit stay off. */
  locked: boolean;
  submit: ReturnType<UseFormReturn<CheckoutInput>['handleSubmit']>;
}

/**
 * The form of a checkout (the lab's own and the core lab's for its satellites): react-hook-form with
 * the zod resolver on core ZCheckoutInput (the procedure's input without the year). A wrong password
 * (422 validationPassword) and too many of them (429, which locks the form) stay in the dialog under
 * the password, with what was typed; any other failure goes to `onFailure`.
 */
export function useCheckoutForm({ send, onFailure }: { send(values: CheckoutValues): Promise<void>; onFailure(error: unknown): void }): CheckoutForm {
  const [locked, setLocked] = useState(false);
  const form = useForm<CheckoutInput>({ resolver: zodResolver(ZCheckoutInput), defaultValues: { validationPassword: '', purchaseOrderNumber: '' }, mode: 'onTouched' });
  const submit = form.handleSubmit(async (values) => {
    try {
      await send({ validationPassword: values.validationPassword, purchaseOrderNumber: normalisePurchaseOrderNumber(values.purchaseOrderNumber) });
    } catch (error) {
      const shown = applyValidationPasswordError(error, form.setError, MESSAGES, ['purchaseOrderNumber']);
      if (shown === 'locked') setLocked(true);
      else if (shown === null) onFailure(error);
    }
  });
  return { form, locked, submit };
}

/** The checkout's fields: the validation password and the purchase-order number (`{testPrefix}-password`, `-purchase-order`). */
export function CheckoutFields({ checkout, testPrefix }: { checkout: CheckoutForm; testPrefix: string }) {
  const { LL } = useI18n();
  const { control } = checkout.form;
  return (
    <>
      <FormPasswordField
        control={control}
        name="validationPassword"
        label={LL.orders.checkout.password()}
        required
        fullWidth
        autoFocus
        autoComplete="off"
        disabled={checkout.locked}
        testId={`${testPrefix}-password`}
      />
      <PurchaseOrderField control={control} name="purchaseOrderNumber" testId={`${testPrefix}-purchase-order`} />
    </>
  );
}

/** The lab's purchase-order number (optional), in the checkout and the request-checkout forms. */
export function PurchaseOrderField<T extends FieldValues>({ control, name, testId }: { control: Control<T>; name: FieldPath<T>; testId: string }) {
  const { LL } = useI18n();
  return (
    <FormTextField
      control={control}
      name={name}
      label={LL.billing.purchaseOrder.label()}
      hint={LL.billing.purchaseOrder.help()}
      fullWidth
      autoComplete="off"
      testId={testId}
      slotProps={{ htmlInput: { maxLength: PURCHASE_ORDER_NUMBER_MAX_LENGTH } }}
    />
  );
}
