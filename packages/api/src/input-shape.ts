import { AppError, inputShapeViolation } from '@eqa/core';

/**
 * Refuses an input nested too deep or holding text that is not well-formed Unicode (core
 * inputShapeViolation) with a 422 of the one mapping: type value.nestedTooDeep (params.maxDepth) or
 * value.notWellFormedText, param the field. Run on every tRPC and REST input before its schema reads
 * it (trpc.ts), and on a REST body before the adapter walks it (rest-handler.ts).
 */
export function assertWellShapedInput(input: unknown): void {
  const violation = inputShapeViolation(input);
  if (!violation) return;
  throw new AppError('CONSTRAINT', violation.message, {
    type: 'invalid_request_error',
    ...(violation.param !== '' ? { param: violation.param } : {}),
    ...(violation.params ? { params: violation.params } : {}),
  });
}
