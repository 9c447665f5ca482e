/**
 * The e-mail with the validation-password reset link, English then Hungarian (the outbox row is
 * written in the request; the e-mail texts move to @eqa/i18n once it has an e-mail namespace).
 */
export function validationResetEmail(input: { labName: string; labShortName: string; link: string; validHours: number }): {
  subject: string;
  textBody: string;
} {
  const lab = `${input.labShortName} – ${input.labName}`;
  return {
    subject: `Validation password reset / Validálási jelszó visszaállítása (${input.labShortName})`,
    textBody: [
      `A new validation password was requested for ${lab}.`,
      `Open this link to set it (valid for ${input.validHours} hours):`,
      input.link,
      '',
      'If you did not ask for it, ignore this e-mail; the current password stays valid.',
      '',
      '---',
      '',
      `Új validálási jelszót kértek a következő laborhoz: ${lab}.`,
      `A beállításhoz nyissa meg ezt a hivatkozást (${input.validHours} óráig érvényes):`,
      input.link,
      '',
      'Ha nem Ön kérte, hagyja figyelmen kívül ezt a levelet; a jelenlegi jelszó érvényes marad.',
    ].join('\n'),
  };
}
