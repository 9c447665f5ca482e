import { z } from 'zod';
import { ZContractAddress, ZOrgAccreditation, ZOrgBank, ZOrgSettingsFields } from '@eqa/core';
import { bodyField, ZId } from '../shared.types';

/** GET /orgs/{orgId}/settings. */
export const ZOrgSettingsQuery = z.object({ orgId: ZId });

const fields = ZOrgSettingsFields.shape;

/**
 * PATCH /orgs/{orgId}/settings: the fields it names (bank by its own fields; null clears one). The
 * rules of core ZOrgSettings run on the merged result in the service (a VAT number is checked against
 * the stored country). The term a JSON number only (bodyField); objects and lists JSON ones.
 */
export const ZPatchOrgSettingsInput = z.object({
  orgId: ZId,
  legalName: fields.legalName.optional(),
  shortName: fields.shortName.optional(),
  address: bodyField(ZContractAddress).nullable().optional(),
  registrationNumber: fields.registrationNumber.optional(),
  taxNumber: fields.taxNumber.optional(),
  euVatNumber: fields.euVatNumber.optional(),
  groupIdentificationNumber: fields.groupIdentificationNumber.optional(),
  phone: fields.phone.optional(),
  contactEmail: fields.contactEmail.optional(),
  website: fields.website.optional(),
  staffNotificationEmail: fields.staffNotificationEmail.optional(),
  accreditations: bodyField(z.array(ZOrgAccreditation)).optional(),
  bank: bodyField(ZOrgBank.partial()).optional(),
  paymentTermDays: bodyField(fields.paymentTermDays).optional(),
  documentFooter: fields.documentFooter.optional(),
});
export type TPatchOrgSettingsInput = z.infer<typeof ZPatchOrgSettingsInput>;

/** The settings as saved (or, before the first save, empty: `saved` false). */
export const ZOrgSettingsOut = z.object({
  orgId: ZId,
  /** false: nothing saved yet; every field is empty and the term the default. */
  saved: z.boolean(),
  legalName: z.string().nullable(),
  shortName: z.string().nullable(),
  address: ZContractAddress.nullable(),
  registrationNumber: z.string().nullable(),
  taxNumber: z.string().nullable(),
  euVatNumber: z.string().nullable(),
  groupIdentificationNumber: z.string().nullable(),
  phone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  website: z.string().nullable(),
  staffNotificationEmail: z.string().nullable(),
  accreditations: z.array(z.object({ body: z.string(), number: z.string(), scope: z.string(), validUntil: z.string().nullable() })),
  bank: z.object({ accountNumber: z.string().nullable(), iban: z.string().nullable(), swift: z.string().nullable() }),
  paymentTermDays: z.number().int(),
  documentFooter: z.string().nullable(),
  /** ISO time of the last save, or null. */
  updatedAt: z.string().nullable(),
});
export type TOrgSettingsOut = z.infer<typeof ZOrgSettingsOut>;
