import type { BaseTranslation } from '../i18n-types';

/** The profile menu and the user details dialog (spec 1 §2 profile menu, §4). */
export const profile = {
  profile: {
    missingEmail: 'Your profile has no e-mail address yet. Please add one so that we can reach you.',
    menu: {
      open: 'Open the profile menu',
      signedInAs: 'Signed in as {name}',
      userDetails: 'User details',
      loginPassword: 'Change login password',
      validationPassword: 'Change validation password',
      documents: 'Legal documents and guides',
      darkTheme: 'Dark theme',
    },
    userDetails: {
      title: 'User details',
      fullName: 'Full name',
      email: 'E-mail',
      username: 'Username',
    },
  },
} satisfies BaseTranslation;
