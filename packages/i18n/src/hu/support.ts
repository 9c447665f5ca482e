import type { support as base } from '../en/support';
import type { Translation } from '../i18n-types';

export const support = {
  support: {
    title: 'Kapcsolatfelvétel az ügyfélszolgálattal',
    intro: 'Üzenet küldése a szolgáltatónak a következő laboratórium ügyében: {lab}. Az aktuális oldal címét csatoljuk az üzenethez.',
    subject: 'Tárgy',
    message: 'Üzenet',
    replyTo: 'Válasz ide is (nem kötelező)',
    replyToHelp: 'E-mail-címek, amelyekre a választ is kérik; vesszővel, szóközzel vagy Enterrel válassza el őket.',
    sending: 'Küldés…',
    success: 'Üzenetét elküldtük. Hamarosan válaszolunk.',
    removeAddress: '{address} eltávolítása',
  },
} satisfies Pick<Translation, keyof typeof base>;
