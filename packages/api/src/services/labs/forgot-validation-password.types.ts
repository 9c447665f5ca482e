import { z } from 'zod';
import { ZId } from '../shared.types';

export const ZForgotValidationPasswordInput = z.object({ labId: ZId });
