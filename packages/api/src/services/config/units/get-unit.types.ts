import { z } from 'zod';
import { ZId } from '../../shared.types';

export const ZGetUnitInput = z.object({ id: ZId });
