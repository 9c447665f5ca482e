import { z } from 'zod';
import { ZId, ZLimit, ZOffset, listOutput } from '../../shared.types';
import { ZScheme } from './scheme.types';

export const ZListSchemesInput = z.object({ orgId: ZId, offset: ZOffset, limit: ZLimit, query: z.string().max(200).optional() });
export type TListSchemesInput = z.infer<typeof ZListSchemesInput>;
export const ZListSchemesOutput = listOutput(ZScheme);
export type TListSchemesOutput = z.infer<typeof ZListSchemesOutput>;
