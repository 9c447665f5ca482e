import { z } from 'zod';
import { ZId, listOutput } from '../../shared.types';
import { ZProduct } from '../products/product.types';

/** GET /orgs/{orgId}/surveys/{id}/products: products selling the survey, or its round. */
export const ZListSurveyProductsInput = z.object({ orgId: ZId, id: ZId });
export const ZListSurveyProductsOutput = listOutput(ZProduct);
export type TListSurveyProductsOutput = z.infer<typeof ZListSurveyProductsOutput>;
