import { localize } from '@eqa/core';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Chip, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useI18n } from '../../app/i18n';
import { useSampleLinks } from '../surveys/sample-links';
import type { EvaluationReport } from './report-types';

/**
 * The sample badges of the report (spec 1 §2): name, level, merges and an external-link button
 * (the sample page opens with a short-lived token of its own, the language and the user id, spec 1 §7).
 */
export function SampleBadges({ samples, visible }: { samples: EvaluationReport['samples']; visible: ReadonlySet<number> }) {
  const { LL, locale } = useI18n();
  const sampleLinks = useSampleLinks(samples);
  const s = LL.evaluationReport.samples;
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.25 }} data-testid="report-samples">
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
          {s.title()}
        </Typography>
        {[...samples]
          .sort((a, b) => a.ordinal - b.ordinal)
          .map((sample) => {
            const description = localize(sample.description, locale);
            const merges = sample.merges.map((m) => s.mergedInto({ survey: `${m.survey.schemeShortName} ${m.survey.roundName}`, sample: m.sampleName }));
            const tooltip = [description, ...merges].filter((t) => t.length > 0).join(' · ');
            const level = sample.level ? s.level[sample.level]() : null;
            const url = sampleLinks.get(sample.id) ?? null;
            return (
              <Stack key={sample.id} direction="row" sx={{ alignItems: 'center' }}>
                <Tooltip title={tooltip}>
                  <Chip
                    color={visible.has(sample.id) ? 'primary' : 'default'}
                    variant={visible.has(sample.id) ? 'filled' : 'outlined'}
                    label={level ? `${sample.name} · ${level}` : sample.name}
                    data-testid={`report-sample-${sample.id}`}
                  />
                </Tooltip>
                {url && (
                  <Tooltip title={s.open({ name: sample.name })}>
                    <IconButton
                      size="small"
                      component="a"
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={s.open({ name: sample.name })}
                      data-testid={`report-sample-link-${sample.id}`}
                      className="no-print"
                    >
                      <OpenInNewIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </Stack>
            );
          })}
      </Stack>
    </Paper>
  );
}
