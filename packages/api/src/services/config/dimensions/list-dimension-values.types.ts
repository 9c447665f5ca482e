import { z } from 'zod';
import { ZDimensionIdIn } from '../config.types';

export const ZListDimensionValuesInput = z.object({ id: ZDimensionIdIn });
