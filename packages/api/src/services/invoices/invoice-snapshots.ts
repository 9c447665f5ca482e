import type { Executor, InvoiceCustomerSnapshot, InvoiceIssuerSnapshot } from '@eqa/db';

/**
 * The customer an invoice is made out to, as of issue: the lab's current contract for the year at
 * the org (the latest row by creation, accepted or not: org users may check out before the lab
 * accepted it) — its invoice name, invoice address and VAT number, each falling back to the
 * contract's institution name and address — else the lab's own name and address (no VAT number).
 */
export async function customerSnapshot(db: Executor, input: { labId: number; orgId: number; year: number }): Promise<InvoiceCustomerSnapshot> {
  const [lab, contract] = await Promise.all([
    db.selectFrom('labs').select(['shortName', 'name', 'address', 'zipCode', 'city', 'countryId']).where('id', '=', input.labId).executeTakeFirstOrThrow(),
    db
      .selectFrom('contracts')
      .select(['id', 'name', 'address', 'invoiceName', 'invoiceAddress', 'vatNumber', 'groupIdentificationNumber'])
      .where('labId', '=', input.labId)
      .where('orgId', '=', input.orgId)
      .where('year', '=', input.year)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const address = contract ? (contract.invoiceAddress ?? contract.address) : { address: lab.address, zipCode: lab.zipCode, city: lab.city, countryId: lab.countryId };
  const country = await db.selectFrom('countries').select('name').where('id', '=', address.countryId).executeTakeFirst();
  const blankToNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);
  return {
    name: blankToNull(contract?.invoiceName) ?? blankToNull(contract?.name) ?? lab.name,
    address: { address: address.address, zipCode: address.zipCode, city: address.city, countryId: address.countryId, countryName: { ...(country?.name ?? {}) } },
    vatNumber: blankToNull(contract?.vatNumber),
    groupIdentificationNumber: blankToNull(contract?.groupIdentificationNumber),
    labCode: lab.shortName,
    labName: lab.name,
    contractId: contract?.id ?? null,
  };
}

/**
 * The issuer (the org) as of issue: its name and the contact data it keeps (address, registration
 * number, e-mail, web). The org has no VAT number or bank account column yet: null.
 */
export async function issuerSnapshot(db: Executor, orgId: number): Promise<InvoiceIssuerSnapshot> {
  const org = await db.selectFrom('orgs').select(['name', 'contact']).where('id', '=', orgId).executeTakeFirstOrThrow();
  const contact = org.contact ?? {};
  return {
    name: org.name,
    address: contact.address ?? null,
    vatNumber: null,
    bankAccount: null,
    registrationNumber: contact.registrationNumber ?? null,
    mail: contact.mail ?? null,
    web: contact.web ?? null,
  };
}
