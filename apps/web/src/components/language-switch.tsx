import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useAppSettings } from '../app/app-settings';
import { useI18n } from '../app/i18n';
import { useInterfaceLocales } from '../features/platform/interface-locales';

/** The language selector of the signed-out screens (language-en, language-hu). */
export function LanguageSwitch() {
  const { LL, locale } = useI18n();
  const { setLocale } = useAppSettings();
  const locales = useInterfaceLocales();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={locale}
      onChange={(_event, next: string | null) => {
        const chosen = locales.find((id) => id === next);
        if (chosen) setLocale(chosen);
      }}
      aria-label={LL.language.label()}
    >
      {locales.map((id) => (
        <ToggleButton key={id} value={id} lang={id} data-testid={`language-${id}`} sx={{ px: 1.5, py: 0.25 }}>
          {LL.language[id]()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
