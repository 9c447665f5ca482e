import { z } from 'zod';
import { ZDimensionIdIn } from '../config.types';

export const ZGetDimensionInput = z.object({ id: ZDimensionIdIn });
