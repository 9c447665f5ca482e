import type { BaseTranslation } from '../i18n-types';

/** Support message dialog (spec 1 §4, §5). */
export const support = {
  support: {
    title: 'Contact support',
    intro: 'Send a message to the provider about {lab}. The current page is attached to the message.',
    subject: 'Subject',
    message: 'Message',
    replyTo: 'Reply to (optional)',
    replyToHelp: 'E-mail addresses that should also receive the answer; separate them with a comma, a space or Enter.',
    sending: 'Sending…',
    success: 'Your message has been sent. We will answer soon.',
    removeAddress: 'Remove {address}',
  },
} satisfies BaseTranslation;
