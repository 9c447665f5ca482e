import { z } from 'zod';
import { ZOk } from '../shared.types';

export const ZLogoutInput = z.void();
export const ZLogoutOutput = ZOk;
