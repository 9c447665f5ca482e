import { z } from 'zod';
import { ZId, ZLocalizedOut, listOutput } from '../shared.types';

/** The history of one survey of a lab: /labs/{labId}/surveys/{surveyId}/events/… */
export const ZHistoryScopeInput = z.object({ labId: ZId, surveyId: ZId });
export type THistoryScopeInput = z.infer<typeof ZHistoryScopeInput>;

/** GET …/events/users: the users in the history (system events have no id). */
export const ZHistoryUsersOutput = listOutput(z.object({ id: z.number().int().nullable(), name: z.string(), fullName: z.string().nullable() }));
export type THistoryUsersOutput = z.infer<typeof ZHistoryUsersOutput>;

/** GET …/events/params: the parameters in the history. */
export const ZHistoryParametersOutput = listOutput(z.object({ id: z.number().int(), name: ZLocalizedOut, qualifier: ZLocalizedOut.nullable() }));
export type THistoryParametersOutput = z.infer<typeof ZHistoryParametersOutput>;

/**
 * GET …/events/result_groups: the result groups in the history (name: own, or the English default
 * name; ownName: the lab's own name, null for a default name, which a client words in its language
 * from the ordinal).
 */
export const ZHistoryResultGroupsOutput = listOutput(z.object({ id: z.number().int(), name: z.string(), ownName: z.string().nullable(), ordinal: z.number().int() }));
export type THistoryResultGroupsOutput = z.infer<typeof ZHistoryResultGroupsOutput>;

/** GET …/events/samples: the samples in the history. */
export const ZHistorySamplesOutput = listOutput(z.object({ id: z.number().int(), name: z.string() }));
export type THistorySamplesOutput = z.infer<typeof ZHistorySamplesOutput>;
