import { z } from 'zod';
import { ZId, listOutput } from '../../shared.types';
import { ZUnitConversion } from './unit.types';

export const ZListUnitConversionsInput = z.object({ unitId: ZId });
export const ZListUnitConversionsOutput = listOutput(ZUnitConversion);
export type TListUnitConversionsOutput = z.infer<typeof ZListUnitConversionsOutput>;
