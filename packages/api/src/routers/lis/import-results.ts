import { protectedProcedure } from '../../trpc';
import { importResults as runImport } from '../../services/lis/import-results';
import { ZImportReport, ZImportResultsInput } from '../../services/lis/import-results.types';

/**
 * The web's "Import from file" (tRPC only: REST takes the raw file at POST …/results/import,
 * http/lis-routes.ts, with the same service and report).
 */
export const importResults = protectedProcedure
  .input(ZImportResultsInput)
  .output(ZImportReport)
  .mutation(({ ctx, input }) => runImport(ctx, { labId: input.labId, surveyId: input.surveyId, format: input.format, fileName: input.fileName, content: input.content, dryRun: input.dryRun }));
