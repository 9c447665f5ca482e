import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError, localize } from '@eqa/core';
import type { DB } from '../schema';
import { isLocale, type Locales } from '@eqa/i18n';
import { documentTexts, renderContractPdf, type ContractPdfAddress } from '@eqa/documents';

export interface ContractDocumentResult extends Record<string, unknown> {
  contractId: number;
  documentId: number;
  /** false: the contract had its generated document already (nothing was written). */
  created: boolean;
}

/** The file name of a contract's generated document: contract-2030-1042-17.pdf. */
export function contractDocumentFileName(year: number, labShortName: string, contractId: number): string {
  return `contract-${year}-${labShortName.replace(/[^\w.-]/g, '_')}-${contractId}.pdf`;
}

async function existingDocument(db: Kysely<DB>, contractId: number): Promise<number | null> {
  const row = await db.selectFrom('contractDocuments').select('id').where('contractId', '=', contractId).orderBy('id').executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The generated document of a contract (spec 2 Contract page download menu; registration's
 * contractDocument): a PDF listing the contract's details, its year and its acceptance, in its
 * reader's language — the language of the user who made the contract, else the org's first
 * language, else English — stored in files and contract_documents. The one code path of the
 * `documents.contract` job and of the API, which calls it right after saving a contract.
 *
 * Idempotent: a contract that has a document already keeps it (created false). Renders without
 * holding a transaction, then writes the file and the document in one, with the contract row locked
 * so that two concurrent calls write one document. 404 (not retried) for an unknown contract.
 */
export async function createContractDocument(db: Kysely<DB>, contractId: number): Promise<ContractDocumentResult> {
  const contract = await db
    .selectFrom('contracts as c')
    .innerJoin('labs as l', 'l.id', 'c.labId')
    .innerJoin('orgs as o', 'o.id', 'c.orgId')
    .leftJoin('orgSettings as os', 'os.orgId', 'c.orgId')
    .leftJoin('users as u', 'u.id', 'c.createdBy')
    .selectAll('c')
    .select(['l.shortName as labShortName', 'l.name as labName', 'o.name as orgName', 'os.legalName as orgLegalName', 'os.address as orgAddress', 'u.fullName as userFullName', 'u.username as userName', 'u.localeId as userLocale'])
    .select((eb) =>
      eb
        .selectFrom('orgLocales as ol')
        .select('ol.localeId')
        .whereRef('ol.orgId', '=', 'c.orgId')
        .orderBy('ol.ordinal')
        .limit(1)
        .as('orgLocale'),
    )
    .where('c.id', '=', contractId)
    .executeTakeFirst();
  if (!contract) throw AppError.notFound('Contract');
  const existing = await existingDocument(db, contractId);
  if (existing !== null) return { contractId, documentId: existing, created: false };

  const locale: Locales = [contract.userLocale, contract.orgLocale].find((candidate): candidate is Locales => !!candidate && isLocale(candidate)) ?? 'en';
  const addresses = [contract.address, contract.contactAddress, contract.deliveryAddress, contract.invoiceAddress].filter((a): a is ContractPdfAddress => a !== null);
  const countryIds = [...new Set(addresses.map((a) => a.countryId))];
  const countries = countryIds.length === 0 ? [] : await db.selectFrom('countries').select(['id', 'name']).where('id', 'in', countryIds).execute();

  const pdf = await renderContractPdf({
    locale,
    // the provider as its settings name it (issue 33): nothing printed that they leave empty
    provider: { name: contract.orgLegalName ?? contract.orgName, address: contract.orgAddress ? `${contract.orgAddress.address}, ${contract.orgAddress.zipCode} ${contract.orgAddress.city}` : null },
    lab: { shortName: contract.labShortName, name: contract.labName },
    countryNames: Object.fromEntries(countries.map((country) => [country.id, localize(country.name, locale) || country.id])),
    contract: {
      ...contract,
      acceptedBy: contract.acceptedAt ? (contract.userFullName ?? contract.userName ?? null) : null,
    },
  });
  const title = { en: documentTexts('en').contracts.documentTitle({ year: contract.year }), hu: documentTexts('hu').contracts.documentTitle({ year: contract.year }) };
  const createdAt = contract.acceptedAt ?? contract.createdAt;

  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('contracts').select('id').where('id', '=', contractId).forUpdate().executeTakeFirstOrThrow();
    const concurrent = await existingDocument(trx, contractId);
    if (concurrent !== null) return { contractId, documentId: concurrent, created: false };
    const file = await trx
      .insertInto('files')
      .values({
        name: contractDocumentFileName(contract.year, contract.labShortName, contractId),
        mediaType: 'application/pdf',
        size: pdf.length,
        sha256: createHash('sha256').update(pdf).digest('hex'),
        content: pdf,
        createdAt,
        createdBy: contract.createdBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const document = await trx
      .insertInto('contractDocuments')
      .values({ contractId, title, mediaType: 'application/pdf', fileId: file.id, createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { contractId, documentId: document.id, created: true };
  });
}
