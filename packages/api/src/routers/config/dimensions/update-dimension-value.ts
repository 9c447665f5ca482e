import { orgAdminProcedure } from '../../../trpc';
import { saveDimensionValue } from '../../../services/config/dimensions/save-dimension-value';
import { ZDimension } from '../../../services/config/dimensions/dimension.types';
import { ZUpdateDimensionValueInput } from '../../../services/config/dimensions/save-dimension-value.types';

export const updateDimensionValue = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/dimensions/{id}/values/{type}/{valueId}',
      protect: true,
      tags: ['config/dimensions'],
      summary: 'Update a nominal value or a component',
      description: 'Changes a nominal value (multilingual value, ordinal, deprecated flag) or a composite component; answers the dimension with its values. A duplicate ordinal is 422 (param ordinal, type duplicateOrdinal); 404 for an unknown value. Organisation users only: lab users get 403.',
    },
  })
  .input(ZUpdateDimensionValueInput)
  .output(ZDimension)
  .mutation(({ ctx, input }) => saveDimensionValue(ctx, input, input.valueId));
