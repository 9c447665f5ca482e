import { z } from 'zod';
import { ZId, listOutput } from '../../shared.types';
import { ZUnitParameterDimension } from './unit.types';

export const ZListUnitParameterDimensionsInput = z.object({ id: ZId });
export const ZListUnitParameterDimensionsOutput = listOutput(ZUnitParameterDimension);
export type TListUnitParameterDimensionsOutput = z.infer<typeof ZListUnitParameterDimensionsOutput>;
