import { z } from 'zod';
import { ZId } from '../../shared.types';
import { ZLocalizedIn, ZTextIn } from '../config.types';

/** POST /orgs/{orgId}/schemes (spec 3 §5: "Scheme save requires shortName", unique in the org). */
export const ZCreateSchemeInput = z.object({ orgId: ZId, shortName: ZTextIn, name: ZLocalizedIn.nullable().optional() });
export type TCreateSchemeInput = z.infer<typeof ZCreateSchemeInput>;

export const ZUpdateSchemeInput = z.object({ orgId: ZId, id: ZId, shortName: ZTextIn.optional(), name: ZLocalizedIn.nullable().optional() });
export type TUpdateSchemeInput = z.infer<typeof ZUpdateSchemeInput>;

export const ZSchemeIdInput = z.object({ orgId: ZId, id: ZId });
