import { z } from 'zod';
import { INT4_MAX, INT4_MIN, MONEY_MAX_MAJOR, NUMBER_OUT_OF_RANGE, parseDecimalInput, parseIntegerInput } from '@eqa/core';
import { bodyField, MAX_ID } from '../shared.types';

/**
 * Shared input pieces of the administration API (spec 3). Missing required values answer 422 with
 * `param` = the field and the message requiredField (spec 3 §8).
 */
const requiredMessage = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? 'requiredField' : `Expected ${what}`;

/** A multilingual text as sent by the forms: { en: 'Glucose', hu: 'Glükóz' } (rules check the content). */
export const ZLocalizedIn = z.record(z.string().min(2).max(10), z.string().max(20_000), { error: requiredMessage('a text per locale') });

/**
 * Body numbers and booleans are out of the REST adapter's reach (shared.types bodyField): it would
 * coerce plain z.number() / z.boolean() input fields (Number(undefined) → NaN, Boolean('no') → true),
 * hiding "missing" (requiredField) and accepting garbage.
 */
const integerText = (value: number | string) => (typeof value === 'string' ? (parseIntegerInput(value) ?? value) : value);
const decimalText = (value: number | string) => (typeof value === 'string' ? (parseDecimalInput(value) ?? value) : value);

/** Spec 3 §5: ordinals are parsed as integers; typed text ('12') is accepted. */
export const ZOrdinalIn = z.preprocess(integerText, z.number({ error: requiredMessage('an integer') }).int().min(-1_000_000).max(1_000_000));

/** A whole number typed into a form (minRounds, months, days): an int4 column. */
export const ZIntegerIn = z.preprocess(
  integerText,
  z.number({ error: requiredMessage('an integer') }).int().min(INT4_MIN, { message: NUMBER_OUT_OF_RANGE }).max(INT4_MAX, { message: NUMBER_OUT_OF_RANGE }),
);

/** A year of a form (rounds, products). */
export const ZYearIn = z.preprocess(integerText, z.number({ error: requiredMessage('a year') }).int().min(1990).max(2200));

/** Spec 3 §5: decimals are parsed ('0,5' → 0.5): conversion factors, percentages. */
export const ZDecimalIn = z.preprocess(decimalText, z.number({ error: requiredMessage('a number') }).finite());

/** Spec 3 §5: prices are parsed as decimals ('12 500,50' → 12500.5), major units within the money column numeric(14,2). */
export const ZMoneyIn = z.preprocess(
  decimalText,
  z.number({ error: requiredMessage('a number') }).min(-MONEY_MAX_MAJOR, { message: NUMBER_OUT_OF_RANGE }).max(MONEY_MAX_MAJOR, { message: NUMBER_OUT_OF_RANGE }),
);

/** A numeric id in a body (path and query ids use ZId, which the REST adapter coerces). */
export const ZBodyId = bodyField(z.number({ error: requiredMessage('an id') }).int().positive().max(MAX_ID));

/** A boolean in a body (JSON true / false only). */
export const ZBooleanIn = bodyField(z.boolean({ error: requiredMessage('true or false') }));

/** An ISO date-time with offset ('2017-06-15T05:00:00.000Z'). */
export const ZDateTimeIn = z.iso.datetime({ offset: true, error: requiredMessage('an ISO date-time') });

/** A day 'YYYY-MM-DD'. */
export const ZDayIn = z.iso.date({ error: requiredMessage('a date YYYY-MM-DD') });

/** A dimension id in a path or body (snake_case; the rules check the exact format). */
export const ZDimensionIdIn = z.string({ error: requiredMessage('a dimension id') }).min(1).max(64);

/** A reference to another item as the forms send it: { id }. */
export const ZRefIn = z.object({ id: ZBodyId });

/** A plain text field of a form. */
export const ZTextIn = z.string({ error: requiredMessage('a text') }).max(2000);

/** Outputs. */
export const ZLocalized = z.record(z.string(), z.string());
export const ZIdName = z.object({ id: z.number().int(), name: ZLocalized });
export const ZUnitRef = z.object({ id: z.number().int(), name: ZLocalized, ordinal: z.number().int() });
export type TUnitRef = z.infer<typeof ZUnitRef>;
export const ZParameterRef = z.object({ id: z.number().int(), name: ZLocalized, qualifier: ZLocalized.nullable() });
export type TParameterRef = z.infer<typeof ZParameterRef>;
export const ZDimensionRef = z.object({ id: z.string(), name: ZLocalized, valueType: z.string() });
export type TDimensionRef = z.infer<typeof ZDimensionRef>;
/** A job_runs row as the polling screens see it. */
export const ZJobRun = z.object({
  id: z.number().int(),
  kind: z.string(),
  key: z.string(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  progress: z.number().int(),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type TJobRun = z.infer<typeof ZJobRun>;

/** A scheme version in lists of the things that use an item. */
export const ZSchemeVersionRef = z.object({
  id: z.number().int(),
  name: ZLocalized,
  current: z.boolean(),
  hidden: z.boolean(),
  scheme: z.object({ id: z.number().int(), shortName: z.string() }),
});
export type TSchemeVersionRef = z.infer<typeof ZSchemeVersionRef>;
