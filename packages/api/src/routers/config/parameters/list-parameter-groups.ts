import { orgAdminProcedure } from '../../../trpc';
import { listParameterGroups as listService } from '../../../services/config/parameters/list-parameter-groups';
import { ZListParameterGroupsInput, ZListParameterGroupsOutput } from '../../../services/config/parameters/list-parameter-groups.types';

export const listParameterGroups = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/params/param_groups',
      protect: true,
      tags: ['config/parameters'],
      summary: 'List parameter groups',
      description: 'Every parameter group, by ordinal. Organisation users only: lab users get 403.',
    },
  })
  .input(ZListParameterGroupsInput)
  .output(ZListParameterGroupsOutput)
  .query(({ ctx }) => listService(ctx));
