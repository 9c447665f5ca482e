/** A change to the results of a validated survey (409): the lab must invalidate first. */
export const SURVEY_VALIDATED_ERROR = 'survey_validated_error';
/** The 422 type of a validation refused for missing mandatory context values (see mandatory-context.ts). */
export const MISSING_MANDATORY_VALUES_ERROR = 'missing_mandatory_values_error';
/** A write based on a version after which another author changed what it writes (409). */
export const STREAM_VERSION_CONFLICT = 'stream_version_conflict';
/** An Idempotency-Key used again with another request body (422). */
export const IDEMPOTENCY_KEY_REUSED = 'idempotency_key_reused_error';
