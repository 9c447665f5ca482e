import type { Kysely } from 'kysely';
import { contractYears } from '@eqa/core';
import type { Contract, DB } from '@eqa/db';
import type { TContract, TContractFields } from './contracts.types';

export type ContractRow = Contract;

/** A contract row with the name of the user who saved it. */
export interface ContractRowWithUser extends ContractRow {
  createdByName: string | null;
}

/**
 * The current contract of (lab, org, year): the latest row by creation (id breaks ties), as
 * acceptedContracts (survey-access-queries.ts) reads it. null when the lab has none for the year.
 */
export async function latestContract(db: Kysely<DB>, labId: number, orgId: number, year: number): Promise<ContractRowWithUser | null> {
  const row = await db
    .selectFrom('contracts as c')
    .leftJoin('users as u', 'u.id', 'c.createdBy')
    .selectAll('c')
    .select((eb) => eb.fn.coalesce('u.fullName', 'u.username').as('createdByName'))
    .where('c.labId', '=', labId)
    .where('c.orgId', '=', orgId)
    .where('c.year', '=', year)
    .orderBy('c.createdAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** A contract is accepted at `now` when its acceptedAt is set and not later (acceptedContracts' rule). */
export function isAccepted(row: Pick<ContractRow, 'acceptedAt'> | null, now: Date): boolean {
  return row?.acceptedAt != null && row.acceptedAt.getTime() <= now.getTime();
}

/**
 * The fields of a contract in the wire shape as they are stored and compared: one key order, blank
 * e-mail entries dropped.
 */
export function contractFields(row: ContractRow | (TContractFields & { year: number })): TContractFields {
  const address = (a: TContractFields['address']) => ({ city: a.city, address: a.address, zipCode: a.zipCode, countryId: a.countryId });
  const emails = (list: readonly string[]) => list.filter((email) => email.trim() !== '');
  const contact = (c: TContractFields['contact']) => ({ phone: c.phone, emails: emails(c.emails) });
  return {
    year: row.year,
    name: row.name,
    laboratoryHeadFullName: row.laboratoryHeadFullName,
    address: address(row.address),
    contact: contact(row.contact),
    contactName: row.contactName,
    contactResponsibleFullName: row.contactResponsibleFullName,
    contactAddress: row.contactAddress ? address(row.contactAddress) : null,
    furtherContact: row.furtherContact ? contact(row.furtherContact) : null,
    deliveryName: row.deliveryName,
    deliveryResponsibleFullName: row.deliveryResponsibleFullName,
    deliveryAddress: row.deliveryAddress ? address(row.deliveryAddress) : null,
    deliveryContact: row.deliveryContact ? contact(row.deliveryContact) : null,
    invoiceName: row.invoiceName,
    invoiceAddress: row.invoiceAddress ? address(row.invoiceAddress) : null,
    invoiceContact: row.invoiceContact ? contact(row.invoiceContact) : null,
    bankAccountNumber: row.bankAccountNumber,
    vatNumber: row.vatNumber,
    groupIdentificationNumber: row.groupIdentificationNumber,
    notificationEmails: emails(row.notificationEmails),
    invoiceFormat: row.invoiceFormat,
  };
}

/** Two contracts have the same details. */
export function sameFields(a: TContractFields, b: TContractFields): boolean {
  return JSON.stringify(contractFields(a)) === JSON.stringify(contractFields(b));
}

/** A saved contract as the API answers it. */
export function contractOut(row: ContractRowWithUser, now: Date): TContract {
  return {
    ...contractFields(row),
    id: row.id,
    labId: row.labId,
    orgId: row.orgId,
    currencyId: row.currencyId,
    accepted: isAccepted(row, now),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy !== null && row.createdByName !== null ? { id: row.createdBy, name: row.createdByName } : null,
    draft: null,
    years: contractYears(now),
  };
}
