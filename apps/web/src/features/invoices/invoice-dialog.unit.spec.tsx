// @vitest-environment happy-dom
import { AppError } from '@eqa/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en, orgAdminProfile, renderScreen } from '../../testing/render';
import { serverFailure, type StubAnswer } from '../../testing/trpc-stub';
import { InvoiceDialog } from './invoice-dialog';
import type { Invoice } from './invoice-format';

const LAB_ID = 3;
const ORG_ID = 1;
const YEAR = 2017;

/** An unpaid invoice of the year with one uploaded document. */
const INVOICE: Invoice = {
  id: 42,
  identifier: '2017/12',
  updatedAt: '2017-06-01T00:00:00.000Z',
  number: '2017/12',
  year: YEAR,
  annualNumber: 12,
  cancelledAnnualNumber: null,
  cancelledNumber: null,
  proforma: false,
  kind: 'invoice',
  series: 'invoice',
  lacksAccountingInvoice: false,
  cancelled: false,
  paid: false,
  paidAt: null,
  latePayment: false,
  state: 'payable',
  createdAt: '2017-06-15T08:00:00.000Z',
  paymentDeadline: '2017-06-30',
  total: 12500,
  currency: 'HUF',
  documents: [
    {
      id: 7,
      type: 'invoice',
      name: null,
      title: null,
      fileName: 'first.pdf',
      mediaType: 'application/pdf',
      size: 100,
      ordinal: 1,
      generated: false,
      createdAt: '2017-06-15T08:00:00.000Z',
      downloadPath: '/documents/7',
    },
  ],
  documentJob: null,
};

function openDialog(update: StubAnswer<'invoices.update'> = () => INVOICE) {
  const onClose = vi.fn();
  const screenApi = renderScreen(<InvoiceDialog labId={LAB_ID} orgId={ORG_ID} year={YEAR} invoice={INVOICE} onClose={onClose} />, {
    profile: orgAdminProfile(),
    api: { 'invoices.update': update },
  });
  return { ...screenApi, onClose };
}

const dialog = () => screen.findByRole('dialog', { name: en.invoices.dialog.title({ identifier: INVOICE.identifier }) });
const total = () => screen.getByTestId('invoice-total');
const save = () => screen.getByTestId('invoice-dialog-save');
const fileInput = () => screen.getByTestId('invoice-dialog-file');
const pdf = (name = 'accounting.pdf') => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the invoice dialog (forms kit: the rules as typed, the upload beside the fields)', () => {
  it('checks the total as it is typed, in words, and saves nothing until it holds', async () => {
    const { user, inputsOf } = openDialog();
    await dialog();
    expect(save()).toBeDisabled();
    expect(screen.getByText(en.invoices.dialog.nothingChanged())).toBeVisible();

    await user.clear(total());
    await user.type(total(), '12.345');
    await waitFor(() => expect(total()).toHaveAccessibleDescription(en.invoices.invalidTotal()));
    expect(save()).toBeDisabled();

    await user.clear(total());
    await user.type(total(), '13000');
    await waitFor(() => expect(total()).toHaveAttribute('aria-invalid', 'false'));
    expect(save()).toBeEnabled();
    expect(inputsOf('invoices.update')).toEqual([]);
  });

  it('puts a 422 of the server at its field, keeps what was typed and stays open', async () => {
    const { user, onClose } = openDialog(() => {
      throw serverFailure(AppError.constraint('total', 'invoices.invalidTotal', 'invoices.invalidTotal'));
    });
    await dialog();
    await user.clear(total());
    await user.type(total(), '99999');

    await user.click(save());
    await waitFor(() => expect(total()).toHaveAccessibleDescription(en.invoices.invalidTotal()));
    expect(total()).toHaveValue('99999');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('uploads a picked PDF under the name given, and closes', async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    const { user, onClose, inputsOf } = openDialog();
    await dialog();

    await user.upload(fileInput(), pdf());
    expect(screen.getByTestId('invoice-new-file')).toHaveTextContent('accounting.pdf');
    await user.type(screen.getByTestId('invoice-new-document-name'), 'SZ-2017-00099');
    await user.click(save());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toContain(`/invoices/${INVOICE.id}/documents/invoice/content?name=SZ-2017-00099&file_name=accounting.pdf`);
    expect(init?.method).toBe('PUT');
    // only the file changed: the invoice's fields are not sent
    expect(inputsOf('invoices.update')).toEqual([]);
  });

  it('refuses a file that is no PDF before sending it', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    openDialog();
    await dialog();

    // past the picker's filter (accept), as a drop or another browser would give it
    fireEvent.change(fileInput(), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByTestId('invoice-file-error')).toHaveTextContent(en.invoices.onlyPdf());
    expect(save()).toBeDisabled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks before dropping a changed invoice', async () => {
    const { user, onClose } = openDialog();
    await dialog();
    await user.click(screen.getByTestId('invoice-paid'));

    await user.click(screen.getByTestId('invoice-dialog-cancel'));
    expect(await screen.findByRole('dialog', { name: en.forms.discard.title() })).toBeVisible();
    await user.click(screen.getByRole('button', { name: en.forms.discard.confirm() }));
    expect(onClose).toHaveBeenCalled();
  });
});
