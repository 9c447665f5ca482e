import { Box } from '@mui/material';

interface BadgeProps {
  title: string;
  size?: number;
}

/** ISO/IEC 17043 accreditation mark, drawn inline (no external image). */
export function Iso17043Badge({ title, size = 96 }: BadgeProps) {
  return (
    <Box component="svg" viewBox="0 0 120 120" role="img" aria-label={title} sx={{ width: size, height: size }} data-testid="badge-iso17043">
      <title>{title}</title>
      <circle cx="60" cy="60" r="57" fill="#0b5f7f" />
      <circle cx="60" cy="60" r="50" fill="none" stroke="#ffffff" strokeWidth="2" strokeDasharray="3 3" />
      <circle cx="60" cy="60" r="38" fill="#ffffff" />
      <path d="M42 61l12 12 25-27" fill="none" stroke="#2e8b76" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
      <text x="60" y="22" textAnchor="middle" fontSize="10" fontWeight="700" fill="#ffffff" fontFamily="Arial, sans-serif">
        ACCREDITED
      </text>
      <text x="60" y="106" textAnchor="middle" fontSize="10.5" fontWeight="700" fill="#ffffff" fontFamily="Arial, sans-serif">
        ISO/IEC 17043
      </text>
    </Box>
  );
}

/** ISO 9001 certification mark, drawn inline. */
export function Iso9001Badge({ title, size = 96 }: BadgeProps) {
  return (
    <Box component="svg" viewBox="0 0 120 120" role="img" aria-label={title} sx={{ width: size, height: size }} data-testid="badge-iso9001">
      <title>{title}</title>
      <path d="M60 3l49 19v34c0 31-21 53-49 61C32 109 11 87 11 56V22z" fill="#2e8b76" />
      <path d="M60 14l39 15v27c0 25-16 43-39 50-23-7-39-25-39-50V29z" fill="#ffffff" />
      <text x="60" y="56" textAnchor="middle" fontSize="22" fontWeight="800" fill="#1d6354" fontFamily="Arial, sans-serif">
        ISO
      </text>
      <text x="60" y="80" textAnchor="middle" fontSize="20" fontWeight="800" fill="#0b5f7f" fontFamily="Arial, sans-serif">
        9001
      </text>
      <text x="60" y="96" textAnchor="middle" fontSize="8" fontWeight="700" fill="#1d6354" fontFamily="Arial, sans-serif">
        CERTIFIED
      </text>
    </Box>
  );
}
