import 'altcha';
import 'altcha/i18n/hu';
import type {} from 'altcha/types/react';
import { Box, FormHelperText } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { useI18n } from '../../app/i18n';

/** Where the widget fetches its challenge (public, never cached: GET /api/v1/altcha/challenge). */
export const BOT_CHECK_CHALLENGE_URL = '/api/v1/altcha/challenge';

export interface BotCheckHandle {
  /** A fresh challenge after a refused submit (an answer is spent once verified by the server). */
  reset(): void;
}

interface BotCheckProps {
  /** The solved payload (the forms' `reCaptchaResponse`), null while unsolved or expired. */
  onChange(payload: string | null): void;
  error?: string | null;
  testId: string;
}

interface StateChangeDetail {
  state?: string;
  payload?: string;
}

/**
 * The ALTCHA proof-of-work bot-check (docs/decisions/registration.md): the `altcha` web component,
 * solving as soon as it is shown, in the interface language and the theme's colours.
 */
export const BotCheck = forwardRef<BotCheckHandle, BotCheckProps>(function BotCheck({ onChange, error, testId }, ref) {
  const { locale } = useI18n();
  const theme = useTheme();
  const element = useRef<HTMLElement & { reset?: (state?: never) => void }>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useImperativeHandle(ref, () => ({
    reset() {
      onChangeRef.current(null);
      element.current?.reset?.();
    },
  }));

  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail ?? {};
      onChangeRef.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    node.addEventListener('statechange', listener);
    return () => node.removeEventListener('statechange', listener);
  }, []);

  return (
    <Box data-testid={testId} data-bot-check-error={error ? 'true' : undefined}>
      <altcha-widget
        ref={element}
        challenge={BOT_CHECK_CHALLENGE_URL}
        auto="onload"
        language={locale}
        name="reCaptchaResponse"
        style={{
          '--altcha-max-width': '100%',
          '--altcha-border-radius': `${theme.shape.borderRadius}px`,
          '--altcha-border-color': error ? theme.vars.palette.error.main : theme.vars.palette.divider,
          '--altcha-color-base': theme.vars.palette.background.paper,
          '--altcha-color-base-content': theme.vars.palette.text.primary,
          '--altcha-color-primary': theme.vars.palette.primary.main,
          '--altcha-color-primary-content': theme.vars.palette.primary.contrastText,
          '--altcha-color-error': theme.vars.palette.error.main,
          '--altcha-color-success': theme.vars.palette.success.main,
          '--altcha-input-background-color': theme.vars.palette.background.paper,
        }}
      />
      {error && (
        <FormHelperText error role="alert" data-testid={`${testId}-error`}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
});
