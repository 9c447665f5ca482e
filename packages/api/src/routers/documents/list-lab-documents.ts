import { protectedProcedure } from '../../trpc';
import { listLabDocuments as listDocuments } from '../../services/documents/list-lab-documents';
import { ZListLabDocumentsInput, ZListLabDocumentsOutput } from '../../services/documents/lab-documents.types';

/** The lab's documents of one round, or of a whole year (spec 1 §7 "Documents"). */
export const listLabDocuments = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys/documents/{year}/{round}',
      protect: true,
      tags: ['documents'],
      summary: "List the lab's documents of a round or year",
      description: "The lab's documents of one round of the year, or of the whole year (round all), ordered by round, survey and ordinal (spec 1 §7 “Documents”). Users with read access to the lab.",
    },
  })
  .input(ZListLabDocumentsInput)
  .output(ZListLabDocumentsOutput)
  .query(({ ctx, input }) => listDocuments(ctx, input));
