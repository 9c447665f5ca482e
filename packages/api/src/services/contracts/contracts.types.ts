import { z } from 'zod';
import { ZContractInput } from '@eqa/core';
import { ZId, ZLocalizedOut } from '../shared.types';

/** The lab and org of every contracts call: /labs/{labId}/contracts/orgs/{orgId}. */
export const ZContractScopeInput = z.object({ labId: ZId, orgId: ZId });

/** The fields of a contract (spec 2 §3 Contract, Address, Contact; core ZContractInput without the terms flag). */
export const ZContractFields = ZContractInput.omit({ termsAccepted: true });
export type TContractFields = z.infer<typeof ZContractFields>;

/**
 * The lab's current contract with the org for a year: the latest contract row of (lab, org, year).
 * Without one, a draft to fill (id null) prefilled from the lab's latest contract with the org of
 * another year, else from the lab itself.
 */
export const ZContract = ZContractFields.extend({
  /** null: no contract for the year yet; the fields are a draft (see `draft`). */
  id: ZId.nullable(),
  labId: ZId,
  orgId: ZId,
  currencyId: z.string(),
  /**
   * The contract of the year is accepted as of now (acceptedAt set and not in the future): access
   * to surveys, evaluations and orders of the year. false for a draft.
   */
  accepted: z.boolean(),
  acceptedAt: z.string().nullable(),
  createdAt: z.string().nullable(),
  /** Who saved (and so accepted) this version. */
  createdBy: z.object({ id: ZId, name: z.string() }).nullable(),
  /** Where a draft's fields come from: the lab's contract of `year`, or the lab's own data. null for a saved contract. */
  draft: z.object({ from: z.enum(['contract', 'lab']), year: z.number().int().nullable() }).nullable(),
  /** The years a contract may be made for now: this year and next (core contractYears). */
  years: z.array(z.number().int()),
});
export type TContract = z.infer<typeof ZContract>;

/** A contract document (spec 2 §3): id, title, mediaType, createdAt, with where to download it. */
export const ZContractDocument = z.object({
  id: ZId,
  contractId: ZId,
  /** The year of the contract the document belongs to. */
  year: z.number().int(),
  title: ZLocalizedOut,
  mediaType: z.string(),
  createdAt: z.string(),
  /** GET path under /api/v1 (with the bearer token). */
  downloadPath: z.string(),
  /** The same path with a short-lived `token`, for a link opened outside the app (no bearer needed). */
  downloadUrl: z.string(),
  /** When `downloadUrl`'s token stops working (ISO date-time, real time). */
  downloadUrlExpiresAt: z.string(),
});
export type TContractDocument = z.infer<typeof ZContractDocument>;
