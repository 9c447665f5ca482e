import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, Chip, Tooltip } from '@mui/material';
import { useI18n } from '../../app/i18n';
import { verdictDetails, type SampleVerdict } from './verdict-text';

/**
 * How the evaluation judged one result (spec 1 §3 Result.sampleResults): Accepted / Not accepted /
 * Not judged, its acceptance range, target and z-score in the tooltip and in the accessible name.
 */
export function SampleVerdictChip({ verdict, testId }: { verdict: SampleVerdict; testId: string }) {
  const { LL, locale } = useI18n();
  const label =
    verdict.status === 'valid'
      ? LL.survey.parameters.verdict.valid()
      : verdict.status === 'invalid'
        ? LL.survey.parameters.verdict.invalid()
        : LL.survey.parameters.verdict.notJudged();
  const details = verdictDetails(verdict, LL, locale);
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      color={verdict.status === 'valid' ? 'success' : verdict.status === 'invalid' ? 'error' : 'default'}
      icon={verdict.status === 'valid' ? <CheckCircleOutlineIcon /> : verdict.status === 'invalid' ? <ErrorOutlineIcon /> : undefined}
      label={label}
      aria-label={[label, ...details].join('. ')}
      data-testid={testId}
      data-status={verdict.status ?? 'none'}
    />
  );
  if (details.length === 0) return chip;
  return (
    <Tooltip
      title={
        <Box component="span" sx={{ display: 'block' }}>
          {details.map((line) => (
            <Box component="span" key={line} sx={{ display: 'block' }}>
              {line}
            </Box>
          ))}
        </Box>
      }
    >
      {chip}
    </Tooltip>
  );
}
