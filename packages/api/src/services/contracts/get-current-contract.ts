import type { Kysely } from 'kysely';
import { AppError, contractYears, currentOrderYear, type Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TContract } from './contracts.types';
import type { TCurrentContract } from './get-current-contract.types';
import { legalAcceptanceStatus } from '../legal/legal-acceptance';
import type { ApiSettings } from '../../settings';
import { labBillingCurrency } from '../countries/billing-currency';
import { openContractScope, type ContractsContext } from './contract-scope';
import { contractFields, contractOut, latestContract } from './contract-out';

export interface ContractsReadContext extends ContractsContext {
  settings: Pick<ApiSettings, 'legalTemplatesAllowed'>;
  clock: Clock;
}

/** The currency of a lab's contracts and orders with an org: the one the org bills the lab's country in. */
export async function labCurrency(db: Kysely<DB>, labId: number, orgId: number): Promise<string> {
  const currencyId = await labBillingCurrency(db, labId, orgId);
  if (currencyId === null) throw AppError.notFound('Lab');
  return currencyId;
}

/**
 * A draft contract of the year for a lab that has none (the form to fill): the fields of its latest
 * contract with the org of any other year (newest year first), else its own name and address in
 * every section with empty contacts.
 */
async function draftContract(db: Kysely<DB>, labId: number, orgId: number, year: number, now: Date): Promise<TContract> {
  const [previous, lab, currencyId] = await Promise.all([
    db
      .selectFrom('contracts')
      .selectAll()
      .where('labId', '=', labId)
      .where('orgId', '=', orgId)
      .where('year', '!=', year)
      .orderBy('year', 'desc')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('labs').select(['name', 'city', 'address', 'zipCode', 'countryId']).where('id', '=', labId).executeTakeFirstOrThrow(),
    labCurrency(db, labId, orgId),
  ]);
  const meta = { id: null, labId, orgId, currencyId, accepted: false, acceptedAt: null, createdAt: null, createdBy: null, years: contractYears(now) };
  if (previous) return { ...contractFields(previous), ...meta, year, draft: { from: 'contract', year: previous.year } };
  const address = { city: lab.city, address: lab.address, zipCode: lab.zipCode, countryId: lab.countryId };
  const contact = () => ({ phone: null, emails: [] });
  return {
    year,
    name: lab.name,
    laboratoryHeadFullName: '',
    address,
    contact: contact(),
    contactName: lab.name,
    contactResponsibleFullName: null,
    contactAddress: { ...address },
    furtherContact: contact(),
    deliveryName: lab.name,
    deliveryResponsibleFullName: null,
    deliveryAddress: { ...address },
    deliveryContact: contact(),
    invoiceName: lab.name,
    invoiceAddress: { ...address },
    invoiceContact: contact(),
    bankAccountNumber: null,
    vatNumber: null,
    groupIdentificationNumber: null,
    notificationEmails: [],
    invoiceFormat: 'electronic',
    ...meta,
    draft: { from: 'lab', year: null },
  };
}

/**
 * GET /labs/{labId}/contracts/orgs/{orgId}/current?year= (default: this year in the provider's time
 * zone): the lab's current contract with the org for the year, with whether it is accepted as of
 * now; a draft to fill (id null) when there is none. Access: openContractScope (read).
 */
export async function getCurrentContract(ctx: ContractsReadContext, input: { labId: number; orgId: number; year?: number | undefined }): Promise<TCurrentContract> {
  await openContractScope(ctx, input.labId, input.orgId, 'read');
  const now = ctx.clock.now();
  const year = input.year ?? currentOrderYear(now);
  const [current, legalDocuments] = await Promise.all([latestContract(ctx.db, input.labId, input.orgId, year), legalAcceptanceStatus(ctx, input.labId, input.orgId, now)]);
  const contract = current ? contractOut(current, now) : await draftContract(ctx.db, input.labId, input.orgId, year, now);
  return { ...contract, legalDocuments };
}
