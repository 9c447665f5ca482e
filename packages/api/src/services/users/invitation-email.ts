/** The languages the invitation e-mail is written in; any other falls back to English. */
export type InvitationLanguage = 'en' | 'hu';

export function invitationLanguage(localeId: string | null | undefined): InvitationLanguage {
  return localeId === 'hu' ? 'hu' : 'en';
}

interface InvitationMailInput {
  fullName: string;
  /** The organisation's name, or the lab's "short name – name". */
  place: string;
  inviter: string;
  link: string;
  validDays: number;
}

/**
 * The invitation e-mail in one language (the inviter's, else the organisation's first; the e-mail
 * texts move to @eqa/i18n once it has an e-mail namespace, as the other e-mails' do).
 */
export function invitationEmail(language: InvitationLanguage, input: InvitationMailInput): { subject: string; textBody: string } {
  if (language === 'hu') {
    return {
      subject: `Meghívó: ${input.place}`.slice(0, 300),
      textBody: [
        `Kedves ${input.fullName}!`,
        '',
        `${input.inviter} meghívta Önt a következő felhasználójának: ${input.place}.`,
        `Nyissa meg ezt a hivatkozást, és válasszon felhasználónevet és jelszót (${input.validDays} napig érvényes, egyszer használható):`,
        input.link,
        '',
        'Ha nem vár ilyen meghívót, hagyja figyelmen kívül ezt a levelet.',
      ].join('\n'),
    };
  }
  return {
    subject: `Invitation: ${input.place}`.slice(0, 300),
    textBody: [
      `Dear ${input.fullName},`,
      '',
      `${input.inviter} invited you as a user of ${input.place}.`,
      `Open this link and choose your username and password (valid for ${input.validDays} days, once):`,
      input.link,
      '',
      'If you did not expect this invitation, ignore this e-mail.',
    ].join('\n'),
  };
}
