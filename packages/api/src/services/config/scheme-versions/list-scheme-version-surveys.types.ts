import { z } from 'zod';
import { ZId, ZQueryBoolean, listOutput } from '../../shared.types';
import { ZSurveySummary } from '../surveys/survey.types';

/** GET …/{id}/surveys?current=: the version's surveys, newest round first; current keeps editable years. */
export const ZListSchemeVersionSurveysInput = z.object({ orgId: ZId, id: ZId, current: ZQueryBoolean.optional() });
export const ZListSchemeVersionSurveysOutput = listOutput(ZSurveySummary);
export type TListSchemeVersionSurveysOutput = z.infer<typeof ZListSchemeVersionSurveysOutput>;
