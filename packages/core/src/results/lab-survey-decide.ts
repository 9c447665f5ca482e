import { AppError } from '../errors/app-error';
import {
  RESULT_EVENT_TYPES,
  type ResultCell,
  type ResultEvent,
  type ResultValueData,
  type ResultValuesCleared,
  type ResultValuesSet,
} from './events';
import { assertValuesHaveMandatoryContext, type MandatoryContextRule } from './mandatory-context';
import { SURVEY_VALIDATED_ERROR } from './result-errors';
import { assertNoConflict, assertNewRequest, type DecideContext } from './lab-survey-conflicts';
import {
  changeKey,
  dimensionValues,
  parameterValues,
  replay,
  resultCellKeyPrefix,
  resultCellValues,
  resultGroupChangeKey,
  type LabSurveyState,
} from './lab-survey-state';

/**
 * The commands on the results of one lab in one survey, decided against the current state:
 * `decide(command, state) → events` (pure; throws AppError when a rule refuses the command).
 * A command that changes nothing answers no events, so a repeated autosave stores nothing.
 *
 * Rules that need more than the stream (survey dates, read-only after end, the dimensions a
 * parameter has, the validation password) are the service's; it passes what is needed here.
 */
export type LabSurveyCommand =
  | { type: 'SetResultValues'; data: ResultCell & { values: ResultValueData[] } }
  | { type: 'SetResults'; data: { results: Array<ResultCell & { values: ResultValueData[] }> } }
  | { type: 'ClearResultValues'; data: ResultCell & { dimensionIds?: string[] } }
  | { type: 'DeleteParameterResults'; data: { parameterId: number } }
  | { type: 'ValidateSurvey'; data: { mandatory?: MandatoryContextRule } }
  | { type: 'InvalidateSurvey'; data: Record<string, never> }
  | { type: 'UpdateResultGroup'; data: { resultGroupId: number; name: string | null; comment: string | null } }
  | { type: 'AddResultGroup'; data: AddResultGroupData };

/**
 * A new result group: its id (the service takes it from the table's sequence), name and comment,
 * and the highest ordinal of the lab's groups in the survey as the service read them (the first
 * group, and any the seed made, are not in the stream).
 */
export interface AddResultGroupData {
  resultGroupId: number;
  name: string | null;
  comment: string | null;
  highestOrdinal: number;
}


/**
 * `context`: the version the client based its edit on (a write conflicts only where something it
 * writes was changed by another author after it: lab-survey-conflicts.ts), who writes, and the
 * request's idempotency key (a key the stream already holds answers no events; with another body, 422).
 */
export function decide(command: LabSurveyCommand, state: LabSurveyState, context: DecideContext = {}): ResultEvent[] {
  if (!assertNewRequest(state, context)) return [];
  switch (command.type) {
    case 'SetResultValues':
      return setResultValues(command.data, state, context);
    case 'SetResults':
      return setResults(command.data.results, state, context);
    case 'ClearResultValues':
      return clearResultValues(command.data, state, context);
    case 'DeleteParameterResults':
      return deleteParameterResults(command.data, state, context);
    case 'ValidateSurvey':
      return validateSurvey(state, command.data.mandatory);
    case 'InvalidateSurvey':
      return invalidateSurvey(state);
    case 'UpdateResultGroup':
      return updateResultGroup(command.data, state, context);
    case 'AddResultGroup':
      return addResultGroup(command.data, state);
  }
}

/** Results of a validated survey are locked: nothing changes them until the lab invalidates. */
export function assertNotValidated(state: LabSurveyState): void {
  if (state.validated) throw AppError.conflict('The results of this survey are validated', SURVEY_VALIDATED_ERROR);
}

/** A value with nothing in it: the user emptied the control ('not specified', empty input). */
export function isEmptyResultValue(value: ResultValueData): boolean {
  return (
    value.value === null &&
    value.valueId === null &&
    (value.fileId ?? null) === null &&
    (value.components === undefined || value.components.length === 0)
  );
}

/** Equal as stored values (an absent field equals null, absent components none: as their JSON would). */
export function sameResultValue(a: ResultValueData, b: ResultValueData): boolean {
  return (
    a.dimensionId === b.dimensionId &&
    a.type === b.type &&
    (a.value ?? null) === (b.value ?? null) &&
    (a.relation ?? null) === (b.relation ?? null) &&
    (a.unitId ?? null) === (b.unitId ?? null) &&
    (a.convertedValue ?? null) === (b.convertedValue ?? null) &&
    (a.valueId ?? null) === (b.valueId ?? null) &&
    (a.fileId ?? null) === (b.fileId ?? null) &&
    (a.name ?? null) === (b.name ?? null) &&
    (a.mediaType ?? null) === (b.mediaType ?? null) &&
    (a.size ?? null) === (b.size ?? null) &&
    sameComponents(a.components ?? [], b.components ?? [])
  );
}

function sameComponents(a: NonNullable<ResultValueData['components']>, b: NonNullable<ResultValueData['components']>): boolean {
  return (
    a.length === b.length &&
    a.every((c, i) => {
      const d = b[i];
      return d !== undefined && c.dimensionId === d.dimensionId && (c.value ?? null) === (d.value ?? null) && (c.valueId ?? null) === (d.valueId ?? null) && (c.unitId ?? null) === (d.unitId ?? null);
    })
  );
}

/**
 * Sets values of one cell. The values given for a dimension replace all of its values (several
 * only where the dimension allows multiple values; the service checks that against the dimension).
 * A dimension given only empty values is cleared; unchanged dimensions are skipped. Answers a
 * ResultValuesSet for what changed and a ResultValuesCleared for what was emptied.
 */
export function setResultValues(
  command: ResultCell & { values: ResultValueData[] },
  state: LabSurveyState,
  context: DecideContext = {},
): ResultEvent[] {
  assertNotValidated(state);
  const cell = { parameterId: command.parameterId, resultGroupId: command.resultGroupId, sampleId: command.sampleId };
  const byDimension = new Map<string, { value: ResultValueData; index: number }[]>();
  command.values.forEach((value, index) => {
    const entries = byDimension.get(value.dimensionId) ?? [];
    entries.push({ value, index });
    byDimension.set(value.dimensionId, entries);
  });
  const changed: ResultValueData[] = [];
  const cleared: string[] = [];
  for (const [dimensionId, entries] of byDimension) {
    const filled = entries.filter((e) => !isEmptyResultValue(e.value));
    for (const entry of filled) assertWellFormed(entry.value, entry.index);
    const current = dimensionValues(state, cell, dimensionId);
    if (filled.length === 0) {
      if (current.length > 0) cleared.push(dimensionId);
      continue;
    }
    const unchanged =
      current.length === filled.length && filled.every((e, i) => current[i] !== undefined && sameResultValue(current[i], e.value));
    if (!unchanged) changed.push(...filled.map((e) => e.value));
  }
  const written = new Set([...changed.map((v) => v.dimensionId), ...cleared]);
  assertNoConflict(state, [...written].map((dimensionId) => changeKey(cell, dimensionId)), context);
  const events: ResultEvent[] = [];
  if (changed.length > 0) {
    const set: ResultValuesSet = { type: RESULT_EVENT_TYPES.resultValuesSet, data: { ...cell, values: changed } };
    events.push(set);
  }
  if (cleared.length > 0) {
    const clear: ResultValuesCleared = {
      type: RESULT_EVENT_TYPES.resultValuesCleared,
      data: { ...cell, dimensionIds: cleared },
    };
    events.push(clear);
  }
  return events;
}

/**
 * Sets the values of several cells at once (the bulk and per-sample saves): each cell is decided as
 * SetResultValues on the state the previous cells left, so a cell given twice keeps the last values.
 */
export function setResults(
  results: ReadonlyArray<ResultCell & { values: ResultValueData[] }>,
  state: LabSurveyState,
  context: DecideContext = {},
): ResultEvent[] {
  let current = state;
  const events: ResultEvent[] = [];
  // A cell's decision reads only that cell's values and changes, so the state the previous cells left
  // is needed only for a cell given again: the events decided since are applied then, not after every
  // cell (each application copies the form's values: an import of 2,000 cells was quadratic).
  let pending: ResultEvent[] = [];
  const decidedCells = new Set<string>();
  for (const result of results) {
    const key = resultCellKeyPrefix(result);
    if (decidedCells.has(key)) {
      // the command's own earlier cells are its author's changes: they never conflict with its later ones
      current = replay(pending, current, { by: context.by ?? null });
      pending = [];
      decidedCells.clear();
    }
    const decided = setResultValues(result, current, context);
    decidedCells.add(key);
    pending.push(...decided);
    events.push(...decided);
  }
  return events;
}

/** Clears the given dimensions of one cell (all of them when none are given). */
export function clearResultValues(
  command: ResultCell & { dimensionIds?: string[] },
  state: LabSurveyState,
  context: DecideContext = {},
): ResultEvent[] {
  assertNotValidated(state);
  const cell = { parameterId: command.parameterId, resultGroupId: command.resultGroupId, sampleId: command.sampleId };
  const existing = [...new Set(resultCellValues(state, cell).map((v) => v.value.dimensionId))];
  const dimensionIds =
    command.dimensionIds === undefined ? existing : existing.filter((id) => command.dimensionIds?.includes(id));
  if (dimensionIds.length === 0) return [];
  assertNoConflict(state, dimensionIds.map((dimensionId) => changeKey(cell, dimensionId)), context);
  return [{ type: RESULT_EVENT_TYPES.resultValuesCleared, data: { ...cell, dimensionIds } }];
}

/**
 * Deletes every value of a parameter (spec 1: the parameter delete button). It writes every value
 * of the parameter: any of them changed by another author after the client's version conflicts
 * (values added since included: the client did not see what it would delete).
 */
export function deleteParameterResults(command: { parameterId: number }, state: LabSurveyState, context: DecideContext = {}): ResultEvent[] {
  assertNotValidated(state);
  const prefix = `${command.parameterId}/`;
  assertNoConflict(state, Object.keys(state.changes).filter((key) => key.startsWith(prefix)), context);
  if (parameterValues(state, command.parameterId).length === 0) return [];
  return [{ type: RESULT_EVENT_TYPES.parameterResultsDeleted, data: { parameterId: command.parameterId } }];
}

/**
 * Validates (locks) the results. Already validated: nothing to do. Judged on the state it locks,
 * never on a version: every result with values must hold its mandatory context values (spec 1 §4;
 * `mandatory`: the visible parameters' dimensions and the survey's mandatory context ids; 422
 * missing_mandatory_values_error). It writes no result, so it never conflicts with saves.
 */
export function validateSurvey(state: LabSurveyState, mandatory?: MandatoryContextRule): ResultEvent[] {
  if (state.validated) return [];
  if (mandatory) assertValuesHaveMandatoryContext(mandatory, Object.values(state.values));
  return [{ type: RESULT_EVENT_TYPES.surveyValidated, data: {} }];
}

/** Revokes the validation. Not validated: nothing to do. */
export function invalidateSurvey(state: LabSurveyState): ResultEvent[] {
  if (!state.validated) return [];
  return [{ type: RESULT_EVENT_TYPES.surveyInvalidated, data: {} }];
}

/**
 * Renames or comments a result group of the lab; blank texts become null (the default name).
 * Always answers an event: a group's name may come from outside the stream (seed, import), so the
 * state cannot tell an unchanged name. The service checks that the group is the lab's.
 */
export function updateResultGroup(
  command: { resultGroupId: number; name: string | null; comment: string | null },
  state: LabSurveyState,
  context: DecideContext = {},
): ResultEvent[] {
  assertNotValidated(state);
  assertNoConflict(state, [resultGroupChangeKey(command.resultGroupId)], context);
  const name = blankToNull(command.name);
  const comment = blankToNull(command.comment);
  return [{ type: RESULT_EVENT_TYPES.resultGroupUpdated, data: { resultGroupId: command.resultGroupId, name, comment } }];
}

/**
 * Adds a result group with the next ordinal after both the highest the service read and the
 * highest this stream gave: commands of one batch see each other's adds, and a writer that
 * appended first makes the batch decide again (compare-and-set), so concurrent adds never take
 * one ordinal (never a retry of max+1 on the table's unique key). A new group changes nothing
 * anyone else wrote: no version refuses it.
 */
export function addResultGroup(command: AddResultGroupData, state: LabSurveyState): ResultEvent[] {
  assertNotValidated(state);
  const ordinal = Math.max(command.highestOrdinal, state.lastResultGroupOrdinal) + 1;
  return [{ type: RESULT_EVENT_TYPES.resultGroupAdded, data: { resultGroupId: command.resultGroupId, ordinal, name: blankToNull(command.name), comment: blankToNull(command.comment) } }];
}

function blankToNull(text: string | null): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed.length === 0 ? null : trimmed;
}

/** The shape every stored value keeps: the fields its type needs, nothing that contradicts it. */
function assertWellFormed(value: ResultValueData, index: number): void {
  const param = `values.${index}`;
  if (value.type === 'numeric') {
    if (typeof value.value !== 'number' || !Number.isFinite(value.value)) {
      throw AppError.constraint(`${param}.value`, 'A numeric value needs a number', 'value.invalidNumber');
    }
  } else if (value.relation !== null || value.convertedValue !== null) {
    throw AppError.constraint(`${param}.relation`, 'Only a numeric value has a relation', 'value.relationMismatch');
  }
  if (value.type === 'nominal' && value.valueId === null) {
    throw AppError.constraint(`${param}.valueId`, 'A nominal value needs a value id', 'value.unknownOption');
  }
  if (value.type === 'document' && (value.fileId ?? null) === null) {
    throw AppError.constraint(`${param}.fileId`, 'A document value needs a file', 'value.typeMismatch');
  }
}
