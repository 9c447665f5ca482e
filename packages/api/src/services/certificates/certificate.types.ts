import { z } from 'zod';
import { bodyField, listOutput, ZId, ZJsonId, ZLocalizedOut } from '../shared.types';

export const ZCertificateState = z.enum(['current', 'replaced']);

/** One scheme line of a certificate. */
export const ZCertificateScheme = z.object({
  schemeId: z.number().int(),
  shortName: z.string(),
  name: ZLocalizedOut.nullable(),
  rounds: z.array(z.string()),
  roundsReturned: z.number().int(),
  roundsOnTime: z.number().int(),
  results: z.number().int(),
  satisfactory: z.number().int(),
  questionable: z.number().int(),
  unsatisfactory: z.number().int(),
  /** 0..1; null without scored results. */
  satisfactoryShare: z.number().nullable(),
  participation: z.boolean(),
});

/** A certificate as the lab and staff list it (issue 35 shape). */
export const ZCertificate = z.object({
  id: z.number().int(),
  year: z.number().int(),
  labId: z.number().int(),
  orgId: z.number().int(),
  orgName: z.string(),
  version: z.number().int(),
  issuedAt: z.string(),
  state: ZCertificateState,
  verificationCode: z.string(),
  /** GET this (under the portal's origin) for the PDF. */
  downloadPath: z.string(),
  /** The public page that verifies the code (relative to the portal's origin). */
  verificationPath: z.string(),
  schemes: z.array(ZCertificateScheme),
});
export type TCertificate = z.infer<typeof ZCertificate>;

export const ZListCertificatesInput = z.object({ labId: ZId, year: z.number().int().min(2000).max(2100).optional() });
export type TListCertificatesInput = z.infer<typeof ZListCertificatesInput>;
export const ZCertificateList = listOutput(ZCertificate);
export type TCertificateList = z.infer<typeof ZCertificateList>;

export const ZIssueCertificatesInput = z.object({
  orgId: ZId,
  year: bodyField(z.number().int().min(2000).max(2100)),
  /** Only these labs (default: every lab registered for an evaluated survey of the year). */
  labIds: z.array(ZJsonId).min(1).max(1000).optional(),
});
export type TIssueCertificatesInput = z.infer<typeof ZIssueCertificatesInput>;
export const ZIssueCertificatesOutput = z.object({
  /** The certificates issued now (first versions and new versions of changed ones). */
  issued: z.array(ZCertificate),
  /** How many current certificates stayed as they were (nothing changed). */
  unchanged: z.number().int(),
});
export type TIssueCertificatesOutput = z.infer<typeof ZIssueCertificatesOutput>;

export const ZVerifyCertificateInput = z.object({ code: z.string().min(1).max(64) });
export type TVerifyCertificateInput = z.infer<typeof ZVerifyCertificateInput>;
/** What anyone may learn of a certificate from its code (issue 35 shape). */
export const ZCertificateVerification = z.object({
  labName: z.string(),
  labCode: z.string(),
  orgName: z.string(),
  year: z.number().int(),
  version: z.number().int(),
  schemes: z.array(ZCertificateScheme.pick({ shortName: true, name: true, rounds: true, satisfactoryShare: true, participation: true })),
  issuedAt: z.string(),
  state: ZCertificateState,
  /** When it was replaced (null while current). */
  replacedAt: z.string().nullable(),
});
export type TCertificateVerification = z.infer<typeof ZCertificateVerification>;

/** An org's certificate and appeal rules (core ZQualityRules on write). */
export const ZQualityRulesOut = z.object({
  satisfactoryLimit: z.number(),
  actionLimit: z.number(),
  minReturnedShare: z.number(),
  appealWindowDays: z.number().int(),
});
export const ZGetQualityRulesInput = z.object({ orgId: ZId });
export const ZSetQualityRulesInput = z.object({
  orgId: ZId,
  satisfactoryLimit: bodyField(z.number().min(0.5).max(10)),
  actionLimit: bodyField(z.number().min(0.5).max(20)),
  minReturnedShare: bodyField(z.number().min(0).max(1)),
  appealWindowDays: bodyField(z.number().int().min(1).max(365)),
});
export type TSetQualityRulesInput = z.infer<typeof ZSetQualityRulesInput>;
