import { protectedProcedure } from '../../trpc';
import { getLab as getLabById } from '../../services/labs/get-lab';
import { ZGetLabInput, ZLab } from '../../services/labs/get-lab.types';

export const getLab = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}',
      protect: true,
      tags: ['labs'],
      summary: 'Get a lab',
      description: "One lab with its details. Readable by its users, the organisation's users and its parent core lab; 404 otherwise.",
    },
  })
  .input(ZGetLabInput)
  .output(ZLab)
  .query(({ ctx, input }) => getLabById(ctx, input.labId));
