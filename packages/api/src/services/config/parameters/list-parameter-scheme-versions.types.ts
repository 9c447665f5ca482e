import { z } from 'zod';
import { ZId, ZQueryBoolean, listOutput } from '../../shared.types';
import { ZSchemeVersionRef } from '../config.types';

/** GET /params/{id}/scheme_versions?current=: the scheme versions (of the admin's org) using the parameter. */
export const ZListParameterSchemeVersionsInput = z.object({ id: ZId, current: ZQueryBoolean.optional() });
export const ZListParameterSchemeVersionsOutput = listOutput(ZSchemeVersionRef);
export type TListParameterSchemeVersionsOutput = z.infer<typeof ZListParameterSchemeVersionsOutput>;
