import { z } from 'zod';
import { ZId } from '../../shared.types';

export const ZDeleteUnitInput = z.object({ id: ZId });
