import { protectedProcedure } from '../../trpc';
import { listLabDocuments as listDocuments } from '../../services/documents/list-lab-documents';
import { ZListLabDocumentsInput, ZListLabDocumentsOutput } from './lab-documents.types';

/** The lab's documents of one round, or of a whole year (spec 1 §7 "Documents"). */
export const listLabDocuments = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/surveys/documents/{year}/{round}', protect: true, tags: ['documents'] } })
  .input(ZListLabDocumentsInput)
  .output(ZListLabDocumentsOutput)
  .query(({ ctx, input }) => listDocuments(ctx, input));
