import { Stack, ToggleButton } from '@mui/material';
import { useAppSettings } from '../app/app-settings';
import { useI18n } from '../app/i18n';
import { useInterfaceLocales } from '../features/platform/interface-locales';

/**
 * The language selector of the signed-out screens (language-en, language-hu): one pressed-or-not
 * button per language, each its own Tab stop ("Magyar" is reached with Tab, not only with the
 * arrow keys of a roving group), in a group named 'Language'.
 */
export function LanguageSwitch() {
  const { LL, locale } = useI18n();
  const { setLocale } = useAppSettings();
  const locales = useInterfaceLocales();
  return (
    <Stack direction="row" spacing={0.5} role="group" aria-label={LL.language.label()}>
      {locales.map((id) => (
        <ToggleButton key={id} value={id} size="small" selected={id === locale} onChange={() => setLocale(id)} lang={id} data-testid={`language-${id}`} sx={{ px: 1.5, py: 0.25 }}>
          {LL.language[id]()}
        </ToggleButton>
      ))}
    </Stack>
  );
}
