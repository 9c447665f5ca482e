import type { Migration } from 'kysely';
import * as platform from './20261121000100_platform';
import * as eventStore from './20261121000200_event_store';
import * as catalog from './20261121000300_catalog';
import * as resultFiles from './20261121001000_result_files';
import * as evaluationReadModels from './20261121004000_evaluation_read_models';
import * as labSurveySnapshots from './20261121006000_lab_survey_snapshots';
import * as evaluationReportReadModel from './20261121007000_evaluation_report_read_model';
import * as eventStreamTryLock from './20261121008000_event_stream_try_lock';
import * as eventStreamLockAt from './20261121009000_event_stream_lock_at';
import * as resultWriteStorage from './20261121010000_result_write_storage';
import * as validationPasswordAttempts from './20261121011000_validation_password_attempts';
import * as jobRunRunner from './20261126000100_job_run_runner';
import * as ordersCopyDifferenceReason from './20261126001000_orders_copy_difference_reason';
import * as invoiceIssuing from './20261126002000_invoice_issuing';
import * as botCheck from './20261126004000_bot_check';
import * as checkoutRequestSentAt from './20261126005000_checkout_request_sent_at';
import * as rateLimitCounters from './20261126130100_rate_limit_counters';
import * as eventIdempotencyKeys from './20261126022000_event_idempotency_keys';
import * as dropEventStreamLockAt from './20261126110000_drop_event_stream_lock_at';
import * as dimensionNegativeAllowed from './20261126140000_dimension_negative_allowed';
import * as formLimits from './20261130100000_form_limits';
import * as sampleReferenceValues from './20261201090000_sample_reference_values';
import * as jobOutbox from './20261202010000_job_outbox';
import * as userInvitations from './20261202020000_user_invitations';
import * as billingVat from './20261202030000_billing_vat';
import * as orgSettings from './20261202040000_org_settings';
import * as evaluationRuns from './20261202041000_evaluation_runs';
import * as invoiceDocuments from './20261202042000_invoice_documents';
import * as legalCountries from './20261202043000_legal_countries';
import * as lisImport from './20261202160000_lis_import';
import * as certificates from './20261202162000_certificates';
import * as notifications from './20261202161000_notifications';
import * as notifyContacts from './20261202170000_notify_contacts';
import * as appealAttachments from './20261202171000_appeal_attachments';
import * as certificateSchedule from './20261202171500_certificate_schedule';
import * as restUpdatedSince from './20261202172000_rest_updated_since';

/** Every migration, by timestamp name, in order. Migrations take Kysely<any> and never import app types. */
export const migrations: Record<string, Migration> = {
  '20261121000100_platform': platform,
  '20261121000200_event_store': eventStore,
  '20261121000300_catalog': catalog,
  '20261121001000_result_files': resultFiles,
  '20261121004000_evaluation_read_models': evaluationReadModels,
  '20261121006000_lab_survey_snapshots': labSurveySnapshots,
  '20261121007000_evaluation_report_read_model': evaluationReportReadModel,
  '20261121008000_event_stream_try_lock': eventStreamTryLock,
  '20261121009000_event_stream_lock_at': eventStreamLockAt,
  '20261121010000_result_write_storage': resultWriteStorage,
  '20261121011000_validation_password_attempts': validationPasswordAttempts,
  '20261126000100_job_run_runner': jobRunRunner,
  '20261126001000_orders_copy_difference_reason': ordersCopyDifferenceReason,
  '20261126002000_invoice_issuing': invoiceIssuing,
  '20261126004000_bot_check': botCheck,
  '20261126005000_checkout_request_sent_at': checkoutRequestSentAt,
  '20261126022000_event_idempotency_keys': eventIdempotencyKeys,
  '20261126110000_drop_event_stream_lock_at': dropEventStreamLockAt,
  '20261126130100_rate_limit_counters': rateLimitCounters,
  '20261126140000_dimension_negative_allowed': dimensionNegativeAllowed,
  '20261130100000_form_limits': formLimits,
  '20261201090000_sample_reference_values': sampleReferenceValues,
  '20261202010000_job_outbox': jobOutbox,
  '20261202020000_user_invitations': userInvitations,
  '20261202030000_billing_vat': billingVat,
  '20261202040000_org_settings': orgSettings,
  '20261202041000_evaluation_runs': evaluationRuns,
  '20261202042000_invoice_documents': invoiceDocuments,
  '20261202043000_legal_countries': legalCountries,
  '20261202160000_lis_import': lisImport,
  '20261202162000_certificates': certificates,
  '20261202161000_notifications': notifications,
  '20261202170000_notify_contacts': notifyContacts,
  '20261202171000_appeal_attachments': appealAttachments,
  '20261202171500_certificate_schedule': certificateSchedule,
  '20261202172000_rest_updated_since': restUpdatedSince,
};
