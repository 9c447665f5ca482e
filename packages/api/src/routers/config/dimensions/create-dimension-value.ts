import { orgAdminProcedure } from '../../../trpc';
import { saveDimensionValue } from '../../../services/config/dimensions/save-dimension-value';
import { ZDimension } from '../../../services/config/dimensions/dimension.types';
import { ZCreateDimensionValueInput } from '../../../services/config/dimensions/save-dimension-value.types';

/** Answers the dimension with its values (and its new deletable flag). */
export const createDimensionValue = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/dimensions/{id}/values/{type}',
      protect: true,
      tags: ['config/dimensions'],
      summary: 'Add a nominal value or a component to a dimension',
      description: 'Adds a nominal value (multilingual value, ordinal, deprecated flag) to a nominal dimension, or a component dimension to a composite one; answers the dimension with its values. A duplicate ordinal is 422 (param ordinal, type duplicateOrdinal). Organisation users only: lab users get 403.',
    },
  })
  .input(ZCreateDimensionValueInput)
  .output(ZDimension)
  .mutation(({ ctx, input }) => saveDimensionValue(ctx, input, null));
