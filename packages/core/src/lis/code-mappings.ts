import { z } from 'zod';

const ZLabCode = z.string().trim().min(1, { message: 'requiredField' }).max(100);
const ZTargetId = z.number({ message: 'lis.mappings.unknownTarget' }).int().positive({ message: 'lis.mappings.unknownTarget' });

/**
 * A lab's code mappings (PUT /labs/{labId}/code_mappings without the lab, and the screen's form):
 * its own test codes → parameters, its own unit codes → units.
 */
export const ZCodeMappingFields = z.object({
  parameters: z.array(z.object({ code: ZLabCode, parameterId: ZTargetId })).max(2000),
  units: z.array(z.object({ code: ZLabCode, unitId: ZTargetId })).max(500),
});
export type TCodeMappingFields = z.infer<typeof ZCodeMappingFields>;
