import type { Locales } from '@eqa/i18n';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, huHU } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/hu';
import { useI18n } from './i18n';

/**
 * How the date and date-time fields show their value in each interface language: the same as
 * formatDate / formatDateTime of @eqa/i18n (en-GB 15/06/2017 14:30, hu-HU 2017. 06. 15. 14:30, a
 * 24-hour clock in both), never the browser's own locale (docs/decisions/web-messages.md).
 */
const PICKER_SETTINGS: Record<Locales, { adapterLocale: string; formats: { keyboardDate: string; keyboardDateTime24h: string }; localeText: typeof enUS }> = {
  en: { adapterLocale: 'en-gb', formats: { keyboardDate: 'DD/MM/YYYY', keyboardDateTime24h: 'DD/MM/YYYY HH:mm' }, localeText: enUS },
  hu: { adapterLocale: 'hu', formats: { keyboardDate: 'YYYY. MM. DD.', keyboardDateTime24h: 'YYYY. MM. DD. HH:mm' }, localeText: huHU },
};

/**
 * The one setting of every date and date-time field of the app (components/date-picker-fields.tsx, which
 * wrap their picker in it): the interface language. Not at the app's root, so the pickers' code is
 * loaded with the screens that have date fields, not with the login page.
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const settings = PICKER_SETTINGS[useI18n().locale];
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={settings.adapterLocale}
      dateFormats={settings.formats}
      localeText={settings.localeText.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
