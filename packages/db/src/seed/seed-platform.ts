import { hash } from '@node-rs/argon2';
import type { Transaction } from 'kysely';
import { json } from '../tables/columns';
import { VERSIONED_LEGAL_DOCUMENTS } from '@eqa/core';
import { legalTemplateMarkup } from '@eqa/documents';
import { COUNTRIES } from '../reference-data';
import type { DB } from '../schema';
import { CORE_LAB_QC, DEMO_LAB_QC, DEMO_LABS, NEW_LAB_QC } from './data/labs';
import { DEMO_ORG_NAME, DEMO_ORG_SHORT_NAME, DEMO_PASSWORD, DEMO_USERNAMES, DEMO_VALIDATION_PASSWORD, labUsername } from './demo-accounts';
import { chunks, type SeededLab, type SeededUser } from './context';

export interface SeededPlatform {
  orgId: number;
  labs: SeededLab[];
  users: Map<string, SeededUser>;
}

/** The demo org, its labs (with satellites) and lab profiles, and the demo users. */
export async function seedPlatform(trx: Transaction<DB>, now: Date): Promise<SeededPlatform> {
  const [passwordHash, validationHash] = await Promise.all([hash(DEMO_PASSWORD), hash(DEMO_VALIDATION_PASSWORD)]);
  const createdAt = new Date(Date.UTC(now.getUTCFullYear() - 6, 0, 10, 9));

  const org = await trx
    .insertInto('orgs')
    .values({
      name: DEMO_ORG_NAME,
      shortName: DEMO_ORG_SHORT_NAME,
      validationPasswordHash: validationHash,
      createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const orgId = org.id;
  await trx.insertInto('orgLocales').values([
    { orgId, localeId: 'en', ordinal: 1 },
    { orgId, localeId: 'hu', ordinal: 2 },
  ]).execute();
  await trx.insertInto('orgCountries').values(COUNTRIES.map((c) => ({ orgId, countryId: c.id, currencyId: c.currencyId }))).execute();
  // the built-in legal texts published as template versions, so the demo's contracts can be accepted
  // (marked "template, not reviewed" in their PDFs; production publishes nothing: docs/decisions/legal-documents.md)
  const provider = {
    name: DEMO_ORG_NAME,
    address: '1095 Budapest, Soroksári út 30-34., Hungary',
    registrationNumber: '01-09-987654',
    mail: 'info@qualilab.example',
    web: 'https://www.qualilab.example',
    phone: '+36 1 555 0100',
  };
  await trx
    .insertInto('legalDocumentVersions')
    .values(
      VERSIONED_LEGAL_DOCUMENTS.map((name) => ({
        orgId,
        name,
        version: 1,
        effectiveFrom: `${createdAt.getUTCFullYear()}-01-01`,
        texts: { en: legalTemplateMarkup(name, 'en', provider), hu: legalTemplateMarkup(name, 'hu', provider) },
        template: true,
        publishedAt: createdAt,
        publishedBy: null,
        createdAt,
      })),
    )
    .execute();
  // the demo provider's settings (issue 33): its identity the About dialog, documents and e-mails
  // show, and the seller details its proformas print (docs/decisions/vat.md); valid identifiers of an
  // example firm. Production starts with none (bootstrap) and shows nothing it was not told.
  await trx
    .insertInto('orgSettings')
    .values({
      orgId,
      legalName: DEMO_ORG_NAME,
      shortName: DEMO_ORG_SHORT_NAME,
      address: { zipCode: '1095', city: 'Budapest', address: 'Soroksári út 30-34.', countryId: 'HU' },
      registrationNumber: '01-09-987654',
      taxNumber: '10597190-2-44',
      euVatNumber: 'HU10597190',
      groupIdentificationNumber: null,
      phone: '+36 1 555 0100',
      contactEmail: 'info@qualilab.example',
      website: 'https://www.qualilab.example',
      staffNotificationEmail: 'eqa-staff@qualilab.example',
      accreditations: json([{ body: 'NAH (demo)', number: 'NAH-9-0000/2015', scope: 'ISO/IEC 17043:2010 proficiency testing of clinical laboratories', validUntil: '2020-12-31' }]),
      bankAccountNumber: '11773016-11111018',
      iban: 'HU42117730161111101800000000',
      bic: 'OTPVHUHB',
      paymentTermDays: 15,
      documentFooter: 'Cégjegyzékszám / Company registration number: 01-09-987654',
      updatedAt: createdAt,
      updatedBy: null,
    })
    .execute();
  // EUR rates for the VAT in forints of the Austrian labs' documents: the first of each month, 2015–2019
  // (demo values near the MNB's of those years; a document takes the latest rate on or before its day)
  await trx
    .insertInto('exchangeRates')
    .values(
      Array.from({ length: 60 }, (_, month) => ({
        orgId,
        currencyId: 'EUR',
        day: `${2015 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-01`,
        rate: (305 + ((month * 7) % 17) + month / 10).toFixed(2),
        createdAt,
        createdBy: null,
      })),
    )
    .execute();

  const insertedLabs = await trx
    .insertInto('labs')
    .values(
      DEMO_LABS.map((lab, index) => ({
        shortName: lab.qc,
        name: lab.name,
        city: lab.city,
        address: lab.address,
        zipCode: lab.zipCode,
        countryId: lab.countryId,
        satelliteConnection: lab.satellite,
        parentLabId: null,
        validationPasswordHash: validationHash,
        createdAt: new Date(createdAt.getTime() + index * 3_600_000),
      })),
    )
    .returning(['id', 'shortName'])
    .execute();
  const idByQc = new Map(insertedLabs.map((l) => [l.shortName, l.id]));
  const labs: SeededLab[] = DEMO_LABS.map((lab) => ({
    ...lab,
    id: idByQc.get(lab.qc) ?? 0,
    currencyId: lab.countryId === 'HU' ? 'HUF' : 'EUR',
  }));
  for (const lab of labs) {
    if (lab.parentQc) {
      await trx.updateTable('labs').set({ parentLabId: idByQc.get(lab.parentQc) ?? null }).where('id', '=', lab.id).execute();
    }
  }

  // Lab profiles: a few flags set so the profile screen shows every state.
  const flag = (qc: string, which: string): boolean =>
    ({ '2302:ordering': true, '1276:proforma': true, '1001:sigdiff': true, '1311:inactive': true } as Record<string, boolean>)[`${qc}:${which}`] ?? false;
  await trx
    .insertInto('orgLabs')
    .values(
      labs.map((lab) => ({
        orgId,
        labId: lab.id,
        active: !flag(lab.qc, 'inactive'),
        orderingDisabled: flag(lab.qc, 'ordering'),
        proformaInvoiceDisabled: flag(lab.qc, 'proforma'),
        significantDiffWarningDisabled: flag(lab.qc, 'sigdiff'),
        createdAt,
      })),
    )
    .execute();

  const labId = (qc: string): number => idByQc.get(qc) ?? 0;
  const demoUsers = [
    { username: DEMO_USERNAMES.admin, fullName: 'Szabó Katalin', email: 'admin@qualilab.example', roleId: 'org_admin' as const, orgId, labId: null, localeId: 'en' },
    { username: DEMO_USERNAMES.lab, fullName: 'Horváth Anna', email: 'lab@markusovszky.example', roleId: 'lab_admin' as const, orgId: null, labId: labId(DEMO_LAB_QC), localeId: 'en' },
    { username: DEMO_USERNAMES.coreLab, fullName: 'Kovács Judit', email: 'corelab@delpest.example', roleId: 'lab_admin' as const, orgId: null, labId: labId(CORE_LAB_QC), localeId: 'en' },
    { username: DEMO_USERNAMES.newLab, fullName: 'Lakatos Péter', email: null, roleId: 'lab_admin' as const, orgId: null, labId: labId(NEW_LAB_QC), localeId: 'hu' },
  ];
  const demoLabQcs = new Set([DEMO_LAB_QC, CORE_LAB_QC, NEW_LAB_QC]);
  const labUsers = labs
    .filter((lab) => !demoLabQcs.has(lab.qc))
    .map((lab) => ({
      username: labUsername(lab.qc),
      fullName: lab.head,
      email: `lab${lab.qc}@labs.example`,
      roleId: 'lab_admin' as const,
      orgId: null,
      labId: lab.id,
      localeId: lab.countryId === 'HU' ? 'hu' : 'en',
    }));
  const users = new Map<string, SeededUser>();
  for (const batch of chunks([...demoUsers, ...labUsers])) {
    const rows = await trx
      .insertInto('users')
      .values(batch.map((u) => ({ ...u, passwordHash, createdAt, updatedAt: createdAt })))
      .returning(['id', 'username', 'fullName', 'labId'])
      .execute();
    // seeded users are signed-in users: each has its username
    for (const row of rows) users.set(row.username ?? '', { ...row, username: row.username ?? '' });
  }
  return { orgId, labs, users };
}
