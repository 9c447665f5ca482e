import { z } from 'zod';
import { ZLimit, ZOffset, listOutput } from '../shared.types';
import { ZOrg } from './get-org.types';

export const ZListOrgsInput = z.object({ offset: ZOffset, limit: ZLimit });
export type TListOrgsInput = z.infer<typeof ZListOrgsInput>;

export const ZListOrgsOutput = listOutput(ZOrg);
export type TListOrgsOutput = z.infer<typeof ZListOrgsOutput>;
