import { Box, Typography } from '@mui/material';
import { useI18n } from '../app/i18n';

/** The product mark: a flask in a rounded square. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 64 64" sx={{ width: size, height: size, flexShrink: 0 }} aria-hidden>
      <rect width="64" height="64" rx="14" fill="#0b5f7f" />
      <path d="M24 14h16v4h-3v12l11 18a4 4 0 0 1-3.4 6H19.4a4 4 0 0 1-3.4-6l11-18V18h-3z" fill="#fff" />
      <path d="M21.5 42h21l3.3 5.6a1.5 1.5 0 0 1-1.3 2.4H19.5a1.5 1.5 0 0 1-1.3-2.4z" fill="#7fd3c9" />
    </Box>
  );
}

/** Mark and name side by side. */
export function Brand({ size = 32 }: { size?: number }) {
  const { LL } = useI18n();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <BrandMark size={size} />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: size * 0.55, letterSpacing: 0.2, whiteSpace: 'nowrap' }}>
        {LL.appName()}
      </Typography>
    </Box>
  );
}
