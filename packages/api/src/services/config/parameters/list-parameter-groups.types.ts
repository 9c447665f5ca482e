import { z } from 'zod';
import { listOutput } from '../../shared.types';
import { ZParameterGroup } from './parameter.types';

export const ZListParameterGroupsInput = z.object({});
export const ZListParameterGroupsOutput = listOutput(ZParameterGroup);
export type TListParameterGroupsOutput = z.infer<typeof ZListParameterGroupsOutput>;
