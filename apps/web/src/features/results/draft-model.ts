import {
  formatDateTimeValue,
  formatNumericInput,
  isNegativeRefused,
  NEGATIVE_NOT_ALLOWED,
  parseDateTimeValue,
  parseNumericInput,
  parseTextValue,
  type DimensionValueType,
  type NumericRelation,
  type ResultComponentInput,
  type ResultValueInputRaw,
  type ValueErrorKey,
} from '@eqa/core';
import { z } from 'zod';

/**
 * What a result-entry control holds for one dimension of one result: the user's own input, kept
 * as typed (a numeric text stays '<5,6' until saved). Drafts are what autosave sends and what is
 * kept in the browser's storage until the server has the value.
 */
const ZNominalNames = z.record(z.string(), z.record(z.string(), z.string()));

export const ZScalarDraft = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('numeric'), text: z.string().max(200), unitId: z.number().int().nullable() }),
  z.object({ kind: z.literal('nominal'), valueIds: z.array(z.number().int()).max(200), names: ZNominalNames }),
  z.object({ kind: z.literal('text'), text: z.string().max(5000) }),
  z.object({ kind: z.literal('date_time'), text: z.string().max(200) }),
  z.object({
    kind: z.literal('document'),
    file: z.object({ id: z.number().int(), name: z.string(), mediaType: z.string().nullable(), size: z.number().nullable() }).nullable(),
  }),
]);
export type ScalarDraft = z.infer<typeof ZScalarDraft>;

export const ZValueDraft = z.union([
  ZScalarDraft,
  z.object({ kind: z.literal('composite'), components: z.record(z.string(), ZScalarDraft) }),
]);
export type ValueDraft = z.infer<typeof ZValueDraft>;
export type CompositeDraft = Extract<ValueDraft, { kind: 'composite' }>;

/** The parts of a dimension the draft rules need. */
export interface DraftDimension {
  id: string;
  valueType: DimensionValueType;
  /** Numeric: values below zero are accepted (else held with 'value.negativeNotAllowed'); default false. */
  negativeAllowed?: boolean;
  components?: ReadonlyArray<{ id: string; valueType: DimensionValueType; negativeAllowed?: boolean }>;
}

/** A stored value as the form answers it (spec 1 §3 "Value"). */
export interface StoredValue {
  dimensionId: string;
  type: DimensionValueType;
  value: string | number | null;
  relation: NumericRelation | null;
  unitId: number | null;
  valueId: number | null;
  name: Record<string, string> | null;
  components: ReadonlyArray<{
    dimensionId: string;
    value: string | number | null;
    valueId: number | null;
    unitId: number | null;
    name: Record<string, string> | null;
  }>;
  fileId: number | null;
  fileName: string | null;
  mediaType: string | null;
  size: number | null;
}

/** A number as the control shows it: the locale's decimal separator ('5.6' → '5,6' in Hungarian). */
export function localNumberText(text: string, locale: string): string {
  return locale === 'hu' ? text.replace('.', ',') : text;
}

function numericText(value: string | number | null, relation: NumericRelation | null, locale: string): string {
  if (value === null || value === '') return '';
  return localNumberText(formatNumericInput({ relation, text: String(value) }), locale);
}

type ScalarStored = Pick<StoredValue, 'value' | 'relation' | 'unitId' | 'valueId' | 'name'> & Partial<Pick<StoredValue, 'fileId' | 'fileName' | 'mediaType' | 'size'>>;

function scalarFromStored(valueType: DimensionValueType, values: readonly ScalarStored[], locale: string): ScalarDraft {
  const first = values[0];
  switch (valueType) {
    case 'numeric':
      return { kind: 'numeric', text: first ? numericText(first.value, first.relation, locale) : '', unitId: first?.unitId ?? null };
    case 'nominal': {
      const names: Record<string, Record<string, string>> = {};
      const valueIds: number[] = [];
      for (const v of values) {
        if (v.valueId === null) continue;
        valueIds.push(v.valueId);
        if (v.name) names[String(v.valueId)] = v.name;
      }
      return { kind: 'nominal', valueIds, names };
    }
    case 'date_time':
      // in the interface language's form ('2017. 06. 14. 09:30', '14/06/2017 09:30'); stored as ISO text
      return { kind: 'date_time', text: first?.value === null || first?.value === undefined ? '' : formatDateTimeValue(String(first.value), locale) };
    case 'document':
      return {
        kind: 'document',
        file:
          first && first.fileId !== null && first.fileId !== undefined
            ? { id: first.fileId, name: first.fileName ?? '', mediaType: first.mediaType ?? null, size: first.size ?? null }
            : null,
      };
    case 'text':
    case 'composite':
      return { kind: 'text', text: first?.value === null || first?.value === undefined ? '' : String(first.value) };
  }
}

/** The control state of a dimension from the values the server holds (no draft). */
export function draftFromStored(dimension: DraftDimension, values: readonly StoredValue[], locale: string): ValueDraft {
  const own = values.filter((v) => v.dimensionId === dimension.id);
  if (dimension.valueType !== 'composite') return scalarFromStored(dimension.valueType, own, locale);
  const components: Record<string, ScalarDraft> = {};
  const stored = own[0]?.components ?? [];
  for (const component of dimension.components ?? []) {
    const parts = stored.filter((c) => c.dimensionId === component.id).map((c) => ({ ...c, relation: null }));
    components[component.id] = scalarFromStored(component.valueType, parts, locale);
  }
  return { kind: 'composite', components };
}

export type DraftCheck =
  | { state: 'ready'; entries: ResultValueInputRaw[] }
  /** Not sendable yet (an incomplete number, an impossible date): shown under the control. */
  | { state: 'held'; error: ValueErrorKey };

type ComponentCheck = { state: 'ready'; entry: ResultComponentInput | null } | { state: 'held'; error: ValueErrorKey };

function scalarEntry(
  dimension: { id: string; valueType: DimensionValueType; negativeAllowed?: boolean },
  draft: ScalarDraft,
): ComponentCheck | { state: 'ready'; entries: ResultComponentInput[] } {
  const { id: dimensionId, valueType } = dimension;
  const empty: ResultComponentInput = { dimensionId, type: valueType, value: null, relation: null, unitId: null, valueId: null, fileId: null };
  switch (draft.kind) {
    case 'numeric': {
      const parsed = parseNumericInput(draft.text);
      if (parsed.state === 'empty') return { state: 'ready', entry: null };
      if (parsed.state !== 'valid') return { state: 'held', error: parsed.error };
      if (isNegativeRefused(parsed.value, { negativeAllowed: dimension.negativeAllowed ?? false })) return { state: 'held', error: NEGATIVE_NOT_ALLOWED };
      return { state: 'ready', entry: { ...empty, value: parsed.text, relation: parsed.relation, unitId: draft.unitId } };
    }
    case 'nominal':
      return { state: 'ready', entries: draft.valueIds.map((valueId) => ({ ...empty, valueId })) };
    case 'text': {
      const parsed = parseTextValue(draft.text);
      if (parsed.state === 'empty') return { state: 'ready', entry: null };
      if (parsed.state === 'invalid') return { state: 'held', error: parsed.error };
      return { state: 'ready', entry: { ...empty, value: parsed.text } };
    }
    case 'date_time': {
      const parsed = parseDateTimeValue(draft.text);
      if (parsed.state === 'empty') return { state: 'ready', entry: null };
      if (parsed.state === 'invalid') return { state: 'held', error: parsed.error };
      return { state: 'ready', entry: { ...empty, value: parsed.text } };
    }
    case 'document':
      return { state: 'ready', entry: draft.file ? { ...empty, fileId: draft.file.id } : null };
  }
}

/**
 * The payload entries of a draft (core ZResultValuesPayload): one entry per value, or one empty
 * entry that clears the dimension; 'held' while the input cannot be sent (core's parse rules).
 */
export function draftEntries(dimension: DraftDimension, draft: ValueDraft): DraftCheck {
  const clear: ResultValueInputRaw = { dimensionId: dimension.id, type: dimension.valueType };
  if (draft.kind === 'composite') {
    const components: ResultComponentInput[] = [];
    for (const component of dimension.components ?? []) {
      const part = draft.components[component.id];
      if (!part) continue;
      const check = scalarEntry(component, part);
      if (check.state === 'held') return check;
      if ('entries' in check) components.push(...check.entries);
      else if (check.entry) components.push(check.entry);
    }
    return { state: 'ready', entries: [components.length === 0 ? clear : { ...clear, components }] };
  }
  const check = scalarEntry(dimension, draft);
  if (check.state === 'held') return check;
  if ('entries' in check) return { state: 'ready', entries: check.entries.length === 0 ? [clear] : check.entries.map(({ dimensionId, type, valueId }) => ({ dimensionId, type, valueId })) };
  if (!check.entry) return { state: 'ready', entries: [clear] };
  const { value, relation, unitId, fileId } = check.entry;
  const entry: ResultValueInputRaw = { ...clear };
  if (value !== null) entry.value = value;
  if (relation !== null) entry.relation = relation;
  if (unitId !== null) entry.unitId = unitId;
  if (fileId !== null) entry.fileId = fileId;
  return { state: 'ready', entries: [entry] };
}

/**
 * Whether a draft holds no value at all (it would clear its dimension): what a mandatory control
 * flags with 'requiredField' once touched (spec 1 §5). A draft still being typed ('<') is not empty.
 */
export function isEmptyDraft(dimension: DraftDimension, draft: ValueDraft): boolean {
  const check = draftEntries(dimension, draft);
  if (check.state === 'held') return false;
  const [entry, ...more] = check.entries;
  return more.length === 0 && entry !== undefined && Object.keys(entry).length === 2;
}

/**
 * What a draft means, independent of how it was typed ('<5,60' and '< 5.6' are the same value):
 * drafts whose meaning equals the stored value need no save, and a restored draft is compared by it.
 */
export function draftMeaning(dimension: DraftDimension, draft: ValueDraft): string | null {
  const check = draftEntries(dimension, draft);
  if (check.state === 'held') return null;
  return JSON.stringify(check.entries.map((e) => canonicalEntry(e)));
}

function canonicalNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  const n = Number(value);
  return Number.isFinite(n) ? n : value;
}

function canonicalEntry(entry: ResultValueInputRaw | ResultComponentInput): unknown {
  const numeric = entry.type === 'numeric';
  const filled = entry.value !== null && entry.value !== undefined;
  return [
    entry.dimensionId,
    numeric ? canonicalNumber(entry.value) : (entry.value ?? null),
    numeric && filled ? (entry.relation ?? '=') : null,
    numeric && filled ? (entry.unitId ?? null) : null,
    entry.valueId ?? null,
    entry.fileId ?? null,
    'components' in entry ? (entry.components ?? []).map((c) => canonicalEntry(c)) : [],
  ];
}

/** The meaning of what the server holds for a dimension (same form as draftMeaning). */
export function storedMeaning(dimension: DraftDimension, values: readonly StoredValue[]): string {
  return draftMeaning(dimension, draftFromStored(dimension, values, 'en')) ?? '';
}

/** The draft of a dimension without any value. */
export function emptyScalarDraft(valueType: DimensionValueType): ScalarDraft {
  return scalarFromStored(valueType, [], 'en');
}
