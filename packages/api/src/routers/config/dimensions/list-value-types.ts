import { orgAdminProcedure } from '../../../trpc';
import { listValueTypes as listService } from '../../../services/config/dimensions/list-value-types';
import { ZListValueTypesInput, ZListValueTypesOutput } from '../../../services/config/dimensions/list-value-types.types';

export const listValueTypes = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/dimensions/value_types',
      protect: true,
      tags: ['config/dimensions'],
      summary: 'List the value types of dimensions',
      description: 'The value types a dimension can have (numeric, nominal, composite, text, date, document, …). Organisation users only: lab users get 403.',
    },
  })
  .input(ZListValueTypesInput)
  .output(ZListValueTypesOutput)
  .query(() => listService());
