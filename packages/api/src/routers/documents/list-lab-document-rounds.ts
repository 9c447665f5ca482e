import { protectedProcedure } from '../../trpc';
import { listLabDocumentRounds as listRounds } from '../../services/documents/list-lab-documents';
import { ZListLabDocumentRoundsInput, ZListLabDocumentRoundsOutput } from '../../services/documents/lab-documents.types';

/** The years and rounds of the lab's document archive (spec 1 §7 "Documents"). */
export const listLabDocumentRounds = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys/documents/year-and-round/all',
      protect: true,
      tags: ['documents'],
      summary: "List the years and rounds of the lab's documents",
      description: 'Every year and round with documents the lab sees, newest year first, with the number of documents of each (spec 1 §7 “Documents”). Users with read access to the lab.',
    },
  })
  .input(ZListLabDocumentRoundsInput)
  .output(ZListLabDocumentRoundsOutput)
  .query(({ ctx, input }) => listRounds(ctx, input));
