import { z } from 'zod';
import { SATELLITE_CONNECTIONS } from '@eqa/core';
import { bodyField, MAX_ID, ZId, ZLimit, ZOffset, listOutput } from '../../shared.types';
import { ZBooleanIn, ZLocalized } from '../config.types';

/** Spec 3 §3 "Organisation-lab profile" (the four toggles) with the read-only lab details tab. */
export const ZLabProfile = z.object({
  labId: z.number().int(),
  orgId: z.number().int(),
  active: z.boolean(),
  orderingDisabled: z.boolean(),
  proformaInvoiceDisabled: z.boolean(),
  significantDiffWarningDisabled: z.boolean(),
  lab: z.object({
    id: z.number().int(),
    name: z.string(),
    shortName: z.string(),
    city: z.string(),
    address: z.string(),
    zipCode: z.string(),
    country: z.object({ id: z.string(), name: ZLocalized }),
    satelliteConnection: z.enum(SATELLITE_CONNECTIONS).nullable(),
    parentLabId: z.number().int().nullable(),
  }),
  /** A parent lab (core lab) with satellites. */
  coreLab: z.boolean(),
  /** Spec 3 §4: a parent lab may add and remove satellites, a child lab may not. */
  canManageSatellites: z.boolean(),
});
export type TLabProfile = z.infer<typeof ZLabProfile>;

export const ZLabProfileInput = z.object({ labId: ZId, orgId: ZId });

/** PATCH /labs/{labId}/profile/orgs/{orgId}: any of the four flags. */
export const ZUpdateLabProfileInput = z.object({
  labId: ZId,
  orgId: ZId,
  active: ZBooleanIn.optional(),
  orderingDisabled: ZBooleanIn.optional(),
  proformaInvoiceDisabled: ZBooleanIn.optional(),
  significantDiffWarningDisabled: ZBooleanIn.optional(),
});
export type TUpdateLabProfileInput = z.infer<typeof ZUpdateLabProfileInput>;

/** A satellite lab row: QC code, name, address (sorted by numeric QC code). */
export const ZSatelliteLab = z.object({
  id: z.number().int(),
  shortName: z.string(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  zipCode: z.string(),
});
export const ZSatelliteList = listOutput(ZSatelliteLab);
export type TSatelliteList = z.infer<typeof ZSatelliteList>;

/** PATCH …/satellites: adds the selected labs (the add dialog needs a selection). */
export const ZAddSatellitesInput = z.object({
  labId: ZId,
  orgId: ZId,
  satelliteIds: bodyField(z.array(z.number().int().positive().max(MAX_ID)).min(1, 'requiredField').max(200)),
});
export type TAddSatellitesInput = z.infer<typeof ZAddSatellitesInput>;

export const ZRemoveSatelliteInput = z.object({ labId: ZId, orgId: ZId, id: ZId });

/** GET …/all_satellites: the org's labs that can become satellites (linked labs excluded), searchable. */
export const ZSatelliteCandidatesInput = z.object({ labId: ZId, orgId: ZId, offset: ZOffset, limit: ZLimit, query: z.string().max(200).optional() });
export type TSatelliteCandidatesInput = z.infer<typeof ZSatelliteCandidatesInput>;
