import type { BaseTranslation } from '../i18n-types';

/** Shell-level features: outdated browser, demo date, print preview, sections in preparation. */
export const platform = {
  platform: {
    outdatedBrowser: {
      title: 'Outdated browser',
      message: 'You are using {browser} {version}. Some functions may not work correctly in this version.',
      minimum: 'Supported browsers: Chrome 96, Safari 15, Firefox 94, Opera 81, Edge 95 or newer.',
      advice: 'Please update your browser.',
    },
    demoDate: {
      menu: 'Current date (demo)',
      current: 'Simulated date: {date}',
      title: 'Simulated current date',
      intro: 'In demo mode the portal behaves as if today were the chosen date. The page reloads after the change.',
      label: 'Date',
      set: 'Set date',
      reset: 'Back to the default date',
    },
    printPreview: {
      toggle: 'Print preview',
      notice: 'Print preview: the page is shown at print width.',
    },
    about: 'About and contact',
    sectionInPreparation: {
      title: 'This section is being prepared',
      message: 'The {section} section will be available in a later version of the portal.',
    },
  },
} satisfies BaseTranslation;
