// @vitest-environment happy-dom
import { AppError, contractYears } from '@eqa/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_CONFIG } from '../platform/platform-config';
import { en, orgAdminProfile, renderScreen } from '../../testing/render';
import { serverFailure, type ProcedureOutput, type StubAnswer } from '../../testing/trpc-stub';
import { ContractPage } from './contract-page';

const LAB_ID = 3;
const ORG_ID = 1;
const YEAR = contractYears(new Date())[0];
const address = { city: 'Budapest', address: 'Fő utca 1', zipCode: '1011', countryId: 'HU' };
const contact = { phone: '+36 1 234 5678', emails: ['lab@example.hu'] };

/** The lab's saved contract of the year: every section complete, the terms to accept again. */
const CONTRACT = {
  id: 7,
  labId: LAB_ID,
  orgId: ORG_ID,
  currencyId: 'HUF',
  year: YEAR,
  name: 'Lab Kft',
  laboratoryHeadFullName: 'Dr. Head',
  address,
  contact,
  contactName: null,
  contactResponsibleFullName: 'Contact Person',
  contactAddress: address,
  furtherContact: contact,
  deliveryName: 'Lab',
  deliveryResponsibleFullName: null,
  deliveryAddress: address,
  deliveryContact: { phone: null, emails: ['d@example.hu'] },
  invoiceName: 'Lab',
  invoiceAddress: address,
  invoiceContact: contact,
  bankAccountNumber: null,
  vatNumber: null,
  groupIdentificationNumber: null,
  notificationEmails: [],
  invoiceFormat: 'electronic' as const,
  accepted: true,
  acceptedAt: `${YEAR}-01-10T10:00:00Z`,
  createdAt: `${YEAR}-01-10T10:00:00Z`,
  createdBy: { id: 2, name: 'Lab User' },
  draft: null,
  years: contractYears(new Date()),
  legalDocuments: { toAccept: [], unavailable: [] },
};

function openContract(update: StubAnswer<'contracts.update'> = () => ({ ...CONTRACT, created: false, document: null }), current: StubAnswer<'contracts.current'> = () => CONTRACT) {
  return renderScreen(<ContractPage labId={LAB_ID} orgId={ORG_ID} orgName="Quality Control Org" />, {
    path: '/contract',
    profile: orgAdminProfile({ orgUser: false, lab: { id: LAB_ID, name: 'Lab' } as never }),
    api: {
      'contracts.current': current,
      'contracts.update': update,
      'contracts.documents': () => ({ items: [], total: 0 }),
      'contracts.legalDocuments': () => ({ items: [], total: 0 }) as never,
      'orgs.get': () => ({
        id: ORG_ID,
        name: 'Quality Control Org',
        shortName: 'QCO',
        locales: DEFAULT_PLATFORM_CONFIG.locales,
        countries: [{ id: 'HU', name: { en: 'Hungary' }, currency: { id: 'HUF', symbol: 'Ft', decimals: 0 } }],
        orderingDisabled: false,
      }),
    },
  });
}

const byTestId = (id: string) => screen.getByTestId(id);
const modify = () => byTestId('contract-modify');

describe('the contract form on the forms kit (issue 32)', () => {
  it("shows core's rule at its field in words and keeps Modify off until the terms are accepted", async () => {
    const { user } = openContract();
    await screen.findByTestId('contract-page');
    expect(modify()).toBeDisabled();
    await user.click(byTestId('contract-termsAccepted'));
    await waitFor(() => expect(modify()).toBeEnabled());

    await user.clear(byTestId('contract-invoiceAddress.city'));
    await waitFor(() => expect(byTestId('contract-invoiceAddress.city')).toHaveAccessibleDescription(en.requiredField()));
    expect(byTestId('contract-section-invoice-state')).toHaveAttribute('data-valid', 'false');
    expect(modify()).toBeDisabled();

    await user.type(byTestId('contract-invoiceAddress.city'), 'Szeged');
    await waitFor(() => expect(modify()).toBeEnabled());
    expect(byTestId('contract-invoiceAddress.city')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('puts a 422 of the server at its field and keeps what was typed', async () => {
    const { user, inputsOf } = openContract(() => {
      throw serverFailure(AppError.constraint('deliveryResponsibleFullName', 'requiredField', 'requiredField'));
    });
    await screen.findByTestId('contract-page');
    await user.type(byTestId('contract-deliveryResponsibleFullName'), 'Kovács Anna');
    await user.click(byTestId('contract-termsAccepted'));
    await waitFor(() => expect(modify()).toBeEnabled());
    await user.click(modify());

    await waitFor(() => expect(byTestId('contract-deliveryResponsibleFullName')).toHaveAccessibleDescription(en.requiredField()));
    expect(byTestId('contract-deliveryResponsibleFullName')).toHaveValue('Kovács Anna');
    expect(inputsOf('contracts.update')).toEqual([expect.objectContaining({ labId: LAB_ID, orgId: ORG_ID, deliveryResponsibleFullName: 'Kovács Anna', termsAccepted: true })]);
  });

  it('stays on screen while it reads the contract a modification saved (no loader that would mount it anew and close an open menu)', async () => {
    let saved: ProcedureOutput<'contracts.current'> = CONTRACT;
    const { user, calls } = openContract(
      (input) => {
        saved = { ...CONTRACT, id: CONTRACT.id + 1, createdAt: `${YEAR}-06-01T10:00:00Z`, deliveryResponsibleFullName: input.deliveryResponsibleFullName };
        return { ...saved, created: true, document: null };
      },
      () => saved,
    );
    const page = await screen.findByTestId('contract-page');
    await user.type(byTestId('contract-deliveryResponsibleFullName'), 'Kovács Anna');
    await user.click(byTestId('contract-termsAccepted'));
    await waitFor(() => expect(modify()).toBeEnabled());
    await user.click(modify());
    // the saved contract is read again and the form holds it
    await waitFor(() => expect(calls.filter((call) => call.path === 'contracts.current')).toHaveLength(2));
    await waitFor(() => expect(byTestId('contract-deliveryResponsibleFullName')).toHaveValue('Kovács Anna'));
    await waitFor(() => expect(byTestId('contract-termsAccepted')).not.toBeChecked());
    expect(screen.getByTestId('contract-page')).toBe(page);
  });
});
