import { z } from 'zod';
import { ZId, ZLimit, ZOffset, listOutput } from '../../shared.types';
import { ZProduct } from './product.types';

/** GET /orgs/{orgId}/products?year=: the year's products by group ordinal, then product ordinal (default: current year). */
export const ZListProductsInput = z.object({ orgId: ZId, year: z.number().int().min(1990).max(2200).optional(), offset: ZOffset, limit: ZLimit });
export type TListProductsInput = z.infer<typeof ZListProductsInput>;
export const ZListProductsOutput = listOutput(ZProduct);
export type TListProductsOutput = z.infer<typeof ZListProductsOutput>;
