import type { Kysely, Transaction } from 'kysely';
import { AppError, contractViolations, type Clock, type TContractInput, type Jobs } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { Logger } from '../../logger';
import type { TContract, TContractDocument, TContractFields } from './contracts.types';
import { openContractScope, type ContractsContext } from './contract-scope';
import { contractFields, contractOut, isAccepted, latestContract, sameFields, type ContractRow } from './contract-out';
import { makeContractDocumentNow, recordContractDocument } from './contract-document-job';
import { labCurrency } from './get-current-contract';
import { acceptableLegalVersionIds } from '../legal/legal-acceptance';
import type { ApiSettings } from '../../settings';
import { loadContractDocument } from './list-contract-documents';

export interface SaveContractContext extends ContractsContext {
  settings: Pick<ApiSettings, 'legalTemplatesAllowed'>;
  clock: Clock;
  wallClock: Clock;
  jobs: Jobs;
  logger: Logger;
}

const blankToNull = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value.trim());

/**
 * The contract as the rules judge it and as it is stored: country ids in capitals, blank optional
 * texts and phones as null. E-mail lists keep their positions (a violation's param names the index
 * the client sent); their blank entries are dropped when stored (contractFields).
 */
export function normalizeContract(input: TContractInput): TContractInput {
  const address = <A extends TContractInput['address'] | null>(a: A): A => (a === null ? a : ({ ...a, countryId: a.countryId.toUpperCase() } as A));
  const contact = <C extends TContractInput['contact'] | null>(c: C): C =>
    c === null ? c : ({ phone: blankToNull(c.phone), emails: [...c.emails] } as C);
  return {
    ...input,
    address: address(input.address),
    contact: contact(input.contact),
    contactName: blankToNull(input.contactName),
    contactResponsibleFullName: blankToNull(input.contactResponsibleFullName),
    contactAddress: address(input.contactAddress),
    furtherContact: contact(input.furtherContact),
    deliveryName: blankToNull(input.deliveryName),
    deliveryResponsibleFullName: blankToNull(input.deliveryResponsibleFullName),
    deliveryAddress: address(input.deliveryAddress),
    deliveryContact: contact(input.deliveryContact),
    invoiceName: blankToNull(input.invoiceName),
    invoiceAddress: address(input.invoiceAddress),
    invoiceContact: contact(input.invoiceContact),
    bankAccountNumber: blankToNull(input.bankAccountNumber),
    vatNumber: blankToNull(input.vatNumber),
    groupIdentificationNumber: blankToNull(input.groupIdentificationNumber),
  };
}

/**
 * Every rule of a contract to save (spec 2 §4–§5): the first violation of core contractViolations
 * (sections, validity year, VAT, tax, group and bank numbers, accepted terms) as 422 with its param
 * and message key; then every address's country must be one of the countries table (422
 * `<address>.countryId`, contracts.unknownCountry).
 */
export async function assertContractValid(db: Kysely<DB>, contract: TContractInput, now: Date): Promise<void> {
  const [violation] = contractViolations(contract, now);
  if (violation) throw AppError.constraint(violation.param, violation.message);
  const addresses = (['address', 'contactAddress', 'deliveryAddress', 'invoiceAddress'] as const).flatMap((param) => {
    const value = contract[param];
    return value ? [{ param, countryId: value.countryId }] : [];
  });
  const known = new Set((await db.selectFrom('countries').select('id').where('id', 'in', [...new Set(addresses.map((a) => a.countryId))]).execute()).map((c) => c.id));
  const unknown = addresses.find((a) => !known.has(a.countryId));
  if (unknown) throw AppError.constraint(`${unknown.param}.countryId`, 'contracts.unknownCountry');
}

/**
 * Inserts a new accepted contract row (a contract is never updated: a change is a new row, the
 * latest of (lab, org, year) is the current one). For the PATCH and for registration, which calls
 * it inside its own transaction; the caller then makes the document (createContractDocument) after
 * the commit.
 */
export async function insertContract(
  db: Kysely<DB> | Transaction<DB>,
  input: {
    labId: number;
    orgId: number;
    fields: TContractFields;
    currencyId: string;
    acceptedAt: Date | null;
    createdAt: Date;
    createdBy: number | null;
    /** The legal document versions the acceptance accepts (legal/legal-acceptance.ts). */
    legalVersionIds: number[];
  },
): Promise<ContractRow> {
  const { fields } = input;
  return db
    .insertInto('contracts')
    .values({
      labId: input.labId,
      orgId: input.orgId,
      ...contractFields(fields),
      currencyId: input.currencyId,
      acceptedAt: input.acceptedAt,
      createdAt: input.createdAt,
      createdBy: input.createdBy,
      legalVersionIds: input.legalVersionIds,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface SaveContractResult extends TContract {
  /** A new contract row was made (false: the details were those of the accepted current contract). */
  created: boolean;
  /** The contract's generated document; null while it could not be made (the documents.contract job retries). */
  document: TContractDocument | null;
}

/**
 * PATCH /labs/{labId}/contracts/orgs/{orgId}/current: saves the contract of `year` (spec 2 §4
 * "Contract"). Lab users of the lab only (write access; org users 403: the lab accepts its terms).
 * Every rule server-side (assertContractValid: 422 with param), the terms must be accepted.
 * Changing the details — or accepting a contract that is not accepted, or legal documents whose
 * version in force it did not accept (docs/decisions/legal-documents.md) — inserts a new contract row,
 * accepted now by the user; the old rows stay. The same details as the accepted current contract
 * change nothing (created false). A new contract's documents.contract job is recorded in the
 * contract's transaction (the job outbox); the document is then rendered at once by the job's own
 * code path, so the answer and the download menu have it; if that fails the contract still stands
 * (access comes back at once) and the job is sent to make the document.
 */
export async function saveContract(ctx: SaveContractContext, input: { labId: number; orgId: number } & TContractInput): Promise<SaveContractResult> {
  const { labId, orgId, ...raw } = input;
  const scope = await openContractScope(ctx, labId, orgId, 'write');
  if (scope.orgUser) throw AppError.forbidden('Only the laboratory can accept its contract');
  const now = ctx.clock.now();
  const contract = normalizeContract(raw);
  await assertContractValid(ctx.db, contract, now);
  const fields = contractFields(contract);

  // the legal documents in force (refused while one has nothing to accept: production before an admin publishes)
  const legalVersionIds = await acceptableLegalVersionIds(ctx, orgId, now);

  const current = await latestContract(ctx.db, labId, orgId, contract.year);
  const sameLegalVersions = current ? sameIds(current.legalVersionIds, legalVersionIds) : false;
  if (current && isAccepted(current, now) && sameFields(contractFields(current), fields) && sameLegalVersions) {
    const latest = await ctx.db.selectFrom('contractDocuments').select('id').where('contractId', '=', current.id).orderBy('createdAt', 'desc').orderBy('id', 'desc').executeTakeFirst();
    const document = latest ? await loadContractDocument(ctx.db, labId, orgId, latest.id, ctx.wallClock.now()) : null;
    return { ...contractOut(current, now), created: false, document };
  }

  const currencyId = await labCurrency(ctx.db, labId, orgId);
  const { row, documentJob } = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await insertContract(trx, { labId, orgId, fields, currencyId, acceptedAt: now, createdAt: now, createdBy: scope.session.user.id, legalVersionIds });
    return { row: inserted, documentJob: await recordContractDocument(trx, ctx.jobs, inserted.id, scope.session.user.id) };
  });
  const documentId = await makeContractDocumentNow(ctx, documentJob, row.id);
  const document: TContractDocument | null = documentId === null ? null : await loadContractDocument(ctx.db, labId, orgId, documentId, ctx.wallClock.now());
  const saved = await latestContract(ctx.db, labId, orgId, contract.year);
  return { ...contractOut(saved && saved.id === row.id ? saved : { ...row, createdByName: null }, now), created: true, document };
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && [...a].sort((x, y) => x - y).every((id, index) => id === [...b].sort((x, y) => x - y)[index]);
}
