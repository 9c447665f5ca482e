import { protectedProcedure } from '../../trpc';
import { listLabDocumentRounds as listRounds } from '../../services/documents/list-lab-documents';
import { ZListLabDocumentRoundsInput, ZListLabDocumentRoundsOutput } from './lab-documents.types';

/** The years and rounds of the lab's document archive (spec 1 §7 "Documents"). */
export const listLabDocumentRounds = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/surveys/documents/year-and-round/all', protect: true, tags: ['documents'] } })
  .input(ZListLabDocumentRoundsInput)
  .output(ZListLabDocumentRoundsOutput)
  .query(({ ctx, input }) => listRounds(ctx, input));
