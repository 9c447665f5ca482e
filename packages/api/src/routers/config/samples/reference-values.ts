import { orgAdminProcedure } from '../../../trpc';
import { clearReferenceValue, listReferenceValues, setReferenceValue } from '../../../services/config/samples/reference-values';
import {
  ZReferenceValueIdInput,
  ZReferenceValuesInput,
  ZSampleReferenceValues,
  ZSetReferenceValueInput,
} from '../../../services/config/samples/reference-values.types';

const tags = ['config/samples'];
const path = '/orgs/{orgId}/surveys/{surveyId}/samples/{sampleId}/reference_values';

export const listSampleReferenceValues = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path,
      protect: true,
      tags,
      summary: "List a sample's reference values",
      description:
        "Every numeric parameter of the survey's scheme version with the sample's reference value (assigned value, source, standard uncertainty, fixed acceptance limit) or null (evaluated against the consensus). Organisation users only: lab users get 403.",
    },
  })
  .input(ZReferenceValuesInput)
  .output(ZSampleReferenceValues)
  .query(({ ctx, input }) => listReferenceValues(ctx, input));

export const setSampleReferenceValue = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: `${path}/{parameterId}`,
      protect: true,
      tags,
      summary: "Set a sample's reference value of a parameter",
      description:
        'Sets the assigned value, its source (formulation, certified_reference_material, reference_laboratory, expert_consensus), its standard uncertainty (≥ 0) and optionally one fixed acceptance limit (acceptanceAbsolute or acceptancePercent, > 0, not both: 422 param acceptancePercent). The evaluation then scores against it. 404 for a parameter outside the survey, 422 parameterId for a nominal one, 422 roundId / config.surveys.evaluatedReadOnly for a read-only survey. Organisation users only: lab users get 403.',
    },
  })
  .input(ZSetReferenceValueInput)
  .output(ZSampleReferenceValues)
  .mutation(({ ctx, input }) => setReferenceValue(ctx, input));

export const clearSampleReferenceValue = orgAdminProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: `${path}/{parameterId}`,
      protect: true,
      tags,
      summary: "Clear a sample's reference value of a parameter",
      description: 'The parameter is evaluated against the consensus of the labs again. Same checks as setting it. Organisation users only: lab users get 403.',
    },
  })
  .input(ZReferenceValueIdInput)
  .output(ZSampleReferenceValues)
  .mutation(({ ctx, input }) => clearReferenceValue(ctx, input));
