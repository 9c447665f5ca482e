import { localize } from '@eqa/core';
import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Box, Checkbox, Chip, IconButton, Paper, Stack, Tooltip, Typography, type Theme } from '@mui/material';
import { memo } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../app/i18n';
import type { FormParameter, FormSample } from './form-model';
import { SampleVerdictChip } from './sample-verdict-chip';
import { ValueCell } from './value-controls';
import { verdictOf } from './verdict-text';
import { reportPath } from '../reports/report-paths';

export interface ParameterCardProps {
  labId: number;
  surveyId: number;
  parameter: FormParameter;
  resultGroupId: number;
  samples: readonly FormSample[];
  readOnly: boolean;
  checkboxVisible: boolean;
  checked: boolean;
  checkboxDisabled: boolean;
  onToggle(parameterId: number): void;
  onDelete(parameter: FormParameter): void;
}

/** Stored values of a read-only form in the text colour, not the pale grey of a disabled field: they are what the page is for. */
const READ_ONLY_VALUES = (theme: Theme) => ({
  '& .MuiInputBase-input.Mui-disabled, & .MuiSelect-select.Mui-disabled': {
    color: theme.vars.palette.text.primary,
    WebkitTextFillColor: theme.vars.palette.text.primary,
  },
});

/**
 * One parameter of the survey form (spec 1 §2): name, qualifier and accreditation mark; its
 * context values for the result group; its result values per sample; the statistics button and
 * the delete button by core's rules (statisticsButton, parameterDeletion); the checkbox when
 * parameterCheckboxesVisible.
 */
export const ParameterCard = memo(function ParameterCard({ labId, surveyId, parameter, resultGroupId, samples, readOnly, checkboxVisible, checked, checkboxDisabled, onToggle, onDelete }: ParameterCardProps) {
  const { LL, locale } = useI18n();
  const [location, navigate] = useLocation();
  const name = localize(parameter.name, locale);
  const qualifier = localize(parameter.qualifier, locale);
  // the evaluation's verdicts of this result group's results (spec 1 §3 Result.sampleResults)
  const verdicts = parameter.sampleResults.filter((v) => v.resultGroupId === resultGroupId);
  const rows: Array<{ sampleId: number | null; label: string }> =
    samples.length > 0 ? samples.map((s) => ({ sampleId: s.id, label: s.name })) : [{ sampleId: null, label: LL.survey.parameters.groupLevel() }];
  const resultDimensions = parameter.dimensions.result;
  const contextDimensions = parameter.dimensions.context;
  const statistics = parameter.statistics;
  const deletion = parameter.deletion;

  return (
    <Paper variant="outlined" sx={[{ p: { xs: 1.5, md: 2 }, breakInside: 'avoid' }, readOnly && READ_ONLY_VALUES]} data-testid={`parameter-${parameter.id}`} component="section" aria-label={name}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.25 }}>
        {checkboxVisible && (
          <Checkbox
            size="small"
            checked={checked}
            disabled={checkboxDisabled}
            onChange={() => onToggle(parameter.id)}
            slotProps={{ input: { 'aria-label': LL.survey.parameters.select({ name }), 'data-testid': `parameter-select-${parameter.id}` } as object }}
            sx={{ ml: -1 }}
          />
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1.05rem', display: 'inline' }} data-testid={`parameter-name-${parameter.id}`}>
            {name}
          </Typography>
          {qualifier && (
            <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
              {qualifier}
            </Typography>
          )}
          {parameter.accredited && (
            // a word, not a check mark: a green check next to a parameter reads as "done"
            <Tooltip title={LL.survey.parameters.accredited()}>
              <Chip
                size="small"
                variant="outlined"
                label={LL.survey.parameters.accreditedShort()}
                sx={{ ml: 1, height: 20, fontSize: '0.7rem', verticalAlign: 'text-bottom' }}
                data-testid={`parameter-accredited-${parameter.id}`}
              />
            </Tooltip>
          )}
        </Box>
        {statistics && (
          <Tooltip title={LL.survey.parameters.statistics[statistics.target]()}>
            <IconButton
              size="small"
              color="primary"
              onClick={() => navigate(reportPath(statistics.target, { labId, surveyId, parameterId: parameter.id }, { back: location }))}
              aria-label={LL.survey.parameters.statistics[statistics.target]()}
              data-testid={`parameter-statistics-${parameter.id}`}
              className="no-print"
            >
              <AssessmentIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {deletion.offered && !readOnly && (
          <Tooltip title={deletion.disabled ? LL.survey.parameters.deleteDisabled() : LL.survey.parameters.delete({ name })}>
            <span>
              <IconButton
                size="small"
                disabled={deletion.disabled || parameter.results.length === 0}
                onClick={() => onDelete(parameter)}
                aria-label={LL.survey.parameters.delete({ name })}
                data-testid={`parameter-delete-${parameter.id}`}
                className="no-print"
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </Stack>

      {contextDimensions.length > 0 && (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: resultDimensions.length > 0 ? 1.5 : 0, pt: 0.75 }}
          role="group"
          aria-label={LL.survey.parameters.context()}
          data-testid={`parameter-context-${parameter.id}`}
        >
          {contextDimensions.map((dimension) => (
            <ValueCell
              key={dimension.id}
              parameter={parameter}
              dimension={dimension}
              resultGroupId={resultGroupId}
              sampleId={null}
              label={localize(dimension.name, locale)}
              showLabel
            />
          ))}
        </Box>
      )}

      {resultDimensions.length > 0 && (
        <Box
          role="table"
          aria-label={name}
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: '1fr',
              sm: `minmax(110px, 180px) repeat(${resultDimensions.length}, minmax(0, 1fr))${verdicts.length > 0 ? ' max-content' : ''}`,
            },
            columnGap: 2,
            rowGap: 1,
            alignItems: 'center',
            borderTop: 1,
            borderColor: 'divider',
            pt: 1.25,
          }}
        >
          <Box role="row" sx={{ display: { xs: 'none', sm: 'contents' } }}>
            <Typography role="columnheader" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
              {LL.survey.parameters.sample()}
            </Typography>
            {resultDimensions.map((d) => (
              <Typography role="columnheader" key={d.id} variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                {localize(d.name, locale)}
              </Typography>
            ))}
            {verdicts.length > 0 && (
              <Typography role="columnheader" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                {LL.survey.parameters.verdict.column()}
              </Typography>
            )}
          </Box>
          {rows.map((row) => (
            <Box role="row" key={row.sampleId ?? 'g'} sx={{ display: 'contents' }} data-testid={`parameter-row-${parameter.id}-${row.sampleId ?? 'g'}`}>
              <Typography role="rowheader" variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {row.label}
              </Typography>
              {resultDimensions.map((dimension) => (
                <Box role="cell" key={dimension.id} sx={{ minWidth: 0 }}>
                  <ValueCell
                    parameter={parameter}
                    dimension={dimension}
                    resultGroupId={resultGroupId}
                    sampleId={row.sampleId}
                    label={`${name} – ${row.label} – ${localize(dimension.name, locale)}`}
                    showLabel={false}
                  />
                </Box>
              ))}
              {verdicts.length > 0 && (
                <Box role="cell" sx={{ minWidth: 0 }}>
                  {(() => {
                    const verdict = verdictOf(verdicts, resultGroupId, row.sampleId);
                    return verdict ? <SampleVerdictChip verdict={verdict} testId={`verdict-${parameter.id}-${row.sampleId ?? 'g'}`} /> : null;
                  })()}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
});
