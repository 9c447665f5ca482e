/**
 * Message codes of the appeal rules: i18n keys the server sends as a 422's `type` (with `params`
 * for the values the text names); the web translates them in en and hu.
 */
export const APPEAL_MESSAGES = {
  /** The survey's evaluation is not published yet: nothing to appeal. */
  notPublished: 'appeals.errors.notPublished',
  /** params: { closedOn } the day (YYYY-MM-DD, the provider's calendar day) the window closed. */
  windowClosed: 'appeals.errors.windowClosed',
  /** params: { from, to } states. */
  invalidTransition: 'appeals.errors.invalidTransition',
  /** Upholding or rejecting needs a written response. */
  responseRequired: 'appeals.errors.responseRequired',
  /** The parameter (or the sample) has no evaluated result of the lab in the survey. */
  notEvaluated: 'appeals.errors.notEvaluated',
  /** An open appeal of the same parameter and sample exists. */
  alreadyOpen: 'appeals.errors.alreadyOpen',
  /** params: { allowed } the accepted formats ("PDF, JPEG, PNG"): the file's bytes are none of them. */
  attachmentType: 'appeals.errors.attachmentType',
  /** params: { maxMb } the largest file, in MB. */
  attachmentTooLarge: 'appeals.errors.attachmentTooLarge',
  /** The file is empty. */
  attachmentEmpty: 'appeals.errors.attachmentEmpty',
  /** More files than one appeal may carry (MAX_APPEAL_ATTACHMENTS, named in the text). */
  tooManyAttachments: 'appeals.errors.tooManyAttachments',
  /** An attachment id that is not an unclaimed upload of this lab's survey. */
  attachmentUnknown: 'appeals.errors.attachmentUnknown',
} as const;
