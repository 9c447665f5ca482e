import { z } from 'zod';
import { ZId, ZLimit, ZOffset, listOutput } from '../../shared.types';
import { ZRound } from './round.types';

/** GET /orgs/{orgId}/rounds?year=: newest first. */
export const ZListRoundsInput = z.object({ orgId: ZId, offset: ZOffset, limit: ZLimit, year: z.number().int().min(1990).max(2200).optional() });
export type TListRoundsInput = z.infer<typeof ZListRoundsInput>;
export const ZListRoundsOutput = listOutput(ZRound);
export type TListRoundsOutput = z.infer<typeof ZListRoundsOutput>;
