import { z } from 'zod';
import { ZId, listOutput } from '../../shared.types';
import { ZDimensionIdIn, ZSchemeVersionRef } from '../config.types';

export const ZListDimensionSchemeVersionsInput = z.object({ id: ZDimensionIdIn, orgId: ZId });
export const ZListDimensionSchemeVersionsOutput = listOutput(ZSchemeVersionRef);
export type TListDimensionSchemeVersionsOutput = z.infer<typeof ZListDimensionSchemeVersionsOutput>;
