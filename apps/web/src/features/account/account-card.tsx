import { keyframes } from '@emotion/react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BrandMark } from '../../components/brand';
import { LanguageSwitch } from '../../components/language-switch';
import { useI18n } from '../../app/i18n';

/** The card shake of the validation-password reset screen's error state (spec 1: 800 ms). */
export const SHAKE_MS = 800;

const shake = keyframes`
  10%, 90% { transform: translateX(-2px); }
  20%, 80% { transform: translateX(4px); }
  30%, 50%, 70% { transform: translateX(-8px); }
  40%, 60% { transform: translateX(8px); }
`;

interface AccountCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  testId: string;
  /** Card width in px (the registration wizard's card is 600). */
  width?: number;
  shaking?: boolean;
}

/** The signed-out pages' background: the card centred on the brand's gradient. */
export function AccountBackdrop({ children, padding = { xs: 1, sm: 2 } }: { children: ReactNode; padding?: number | { xs: number; sm: number } }) {
  return (
    // a plain box: the app shell's <main> holds it (one main landmark)
    <Box
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: padding,
        background: 'linear-gradient(160deg, #e6f0f4 0%, #f3f6f8 45%, #e9f4f1 100%)',
        ...theme.applyStyles('dark', { background: 'linear-gradient(160deg, #0b1a22 0%, #0d151b 50%, #0e1f1c 100%)' }),
      })}
    >
      {children}
    </Box>
  );
}

/** The signed-out pages' frame (as the login screen): brand, title, language selector, one card. */
export function AccountCard({ title, subtitle, children, testId, width = 440, shaking = false }: AccountCardProps) {
  const { LL } = useI18n();
  return (
    <AccountBackdrop>
      <Card
        sx={{
          width: '100%',
          maxWidth: width,
          boxShadow: '0 12px 40px rgba(11, 63, 85, 0.12)',
          animation: shaking ? `${shake} ${SHAKE_MS}ms cubic-bezier(.36,.07,.19,.97) both` : undefined,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
        data-testid={testId}
        data-shaking={shaking ? 'true' : undefined}
      >
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          {/* the brand and the language as on the login card; the title on a line of its own */}
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
              <BrandMark size={36} />
              <Typography sx={{ fontWeight: 700, fontSize: '1.05rem' }}>{LL.appName()}</Typography>
            </Stack>
            <LanguageSwitch />
          </Stack>
          <Typography variant="h3" component="h1" sx={{ fontSize: '1.35rem', mb: 1 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </AccountBackdrop>
  );
}
