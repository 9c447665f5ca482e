/**
 * The e-mail with the link that sets a new login password, English then Hungarian (the account's
 * language is not asked for on the forgotten-password form; the e-mail texts move to @eqa/i18n once
 * it has an e-mail namespace, as the validation-password reset's).
 */
export function passwordResetEmail(input: { username: string; link: string; validMinutes: number }): { subject: string; textBody: string } {
  return {
    subject: 'Password reset / Jelszó visszaállítása',
    textBody: [
      `A new login password was requested for the user ${input.username}.`,
      `Open this link to set it (valid for ${input.validMinutes} minutes, once):`,
      input.link,
      '',
      'If you did not ask for it, ignore this e-mail; your current password stays valid.',
      '',
      '---',
      '',
      `Új belépési jelszót kértek a következő felhasználóhoz: ${input.username}.`,
      `A beállításhoz nyissa meg ezt a hivatkozást (${input.validMinutes} percig, egyszer használható):`,
      input.link,
      '',
      'Ha nem Ön kérte, hagyja figyelmen kívül ezt a levelet; a jelenlegi jelszava érvényes marad.',
    ].join('\n'),
  };
}
