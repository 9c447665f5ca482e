import { z } from 'zod';
import { SATELLITE_CHECKOUT_SKIP_REASONS } from '@eqa/core';
import { ZId } from '../shared.types';
import { ZCheckoutRequest, ZCheckoutResult, ZOrderYearInput } from './checkout.types';

/** Why the one-step checkout leaves a satellite out (core satelliteCheckoutSkipReason). */
export const ZSatelliteCheckoutSkipReason = z.enum(SATELLITE_CHECKOUT_SKIP_REASONS);

/** GET …/years/{year}/satellite_checkout: the core lab's year (its own lab id in the path). */
export const ZSatelliteCheckoutStateInput = ZOrderYearInput;

const ZSatelliteRef = z.object({ labId: ZId, shortName: z.string(), name: z.string() });

/** What a checkout for the satellites now would do, satellite by satellite (by numeric QC code). */
export const ZSatelliteCheckoutState = z.object({
  year: z.number().int(),
  satellites: z.array(
    ZSatelliteRef.extend({
      /** Null: a checkout now checks this satellite out; else why it is left out. */
      skipReason: ZSatelliteCheckoutSkipReason.nullable(),
      /** The satellite's proforma is disabled: its checkout makes the row the accounting's invoice is uploaded onto. */
      proformaDisabled: z.boolean(),
      /** The due date (YYYY-MM-DD) of the document its checkout now would issue; null when none would be issued. */
      paymentDeadline: z.string().nullable(),
    }),
  ),
  /** At least one satellite would be checked out. */
  allowed: z.boolean(),
});
export type TSatelliteCheckoutState = z.infer<typeof ZSatelliteCheckoutState>;

/**
 * POST …/years/{year}/satellite_checkout: the core lab's validation password and, when given, the
 * purchase-order number every satellite's documents print (else each satellite's own).
 */
export const ZSatelliteCheckoutRequest = ZCheckoutRequest;
export type TSatelliteCheckoutRequest = z.infer<typeof ZSatelliteCheckoutRequest>;

export const SATELLITE_CHECKOUT_OUTCOMES = ['checked_out', 'skipped', 'failed'] as const;

/** Each satellite's outcome: checked out (its own checkout's answer: its documents), skipped with the reason, or failed (nothing of it changed). */
export const ZSatelliteCheckoutResult = z.object({
  satellites: z.array(
    ZSatelliteRef.extend({
      outcome: z.enum(SATELLITE_CHECKOUT_OUTCOMES),
      skipReason: ZSatelliteCheckoutSkipReason.nullable(),
      checkout: ZCheckoutResult.nullable(),
    }),
  ),
  /** Satellites checked out by this call. */
  checkedOut: z.number().int().min(0),
});
export type TSatelliteCheckoutResult = z.infer<typeof ZSatelliteCheckoutResult>;
