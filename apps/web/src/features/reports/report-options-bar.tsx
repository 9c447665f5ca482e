import { localize, LEVEL_FILTERS, type LevelFilter } from '@eqa/core';
import {
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Stack,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useI18n } from '../../app/i18n';
import { parseResultGroup, toggleReportOption, type BooleanReportOption, type ReportOptions } from './report-options';
import type { EvaluationReport } from './report-types';

export interface OptionsBarProps {
  options: ReportOptions;
  onChange(next: ReportOptions): void;
  /** Which switches make sense on the tab and for the parameter's value type. */
  switches: readonly BooleanReportOption[];
  resultGroups: EvaluationReport['resultGroups'];
  evaluationGroups: EvaluationReport['evaluationGroups'];
  evaluationGroupId: number | null;
  onEvaluationGroupChange(id: number | null): void;
}

/**
 * The toggles and filters of the report (spec 1 §2): level (all, high, low), scale, z-score
 * (exclusive with scale), others, outliers, common axis, Gaussian, the result group ('all' plus
 * each group) and the evaluation group (all labs or a peer group).
 */
export function ReportOptionsBar({ options, onChange, switches, resultGroups, evaluationGroups, evaluationGroupId, onEvaluationGroupChange }: OptionsBarProps) {
  const { LL, locale } = useI18n();
  const o = LL.evaluationReport.options;
  const labels: Record<BooleanReportOption, { label: string; hint: string }> = {
    scale: { label: o.scale(), hint: o.scaleHint() },
    zScore: { label: o.zScore(), hint: o.zScoreHint() },
    others: { label: o.others(), hint: o.othersHint() },
    outliers: { label: o.outliers(), hint: o.outliersHint() },
    commonAxis: { label: o.commonAxis(), hint: o.commonAxisHint() },
    gaussian: { label: o.gaussian(), hint: o.gaussianHint() },
  };
  const levelLabel: Record<LevelFilter, string> = { all: o.levels.all(), high: o.levels.high(), low: o.levels.low() };
  const resultGroupLabel = (g: EvaluationReport['resultGroups'][number]) =>
    g.name && g.name.trim().length > 0 ? g.name : LL.survey.resultGroup.defaultName({ ordinal: g.ordinal });
  const groupName = (g: EvaluationReport['evaluationGroups'][number]) => {
    if (g.id === null) return o.allLabs();
    const name = localize(g.name, locale) || String(g.id);
    return g.member ? o.ownGroup({ name }) : name;
  };

  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5 }} className="no-print" data-testid="report-options">
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2.5, rowGap: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" id="report-level-label">
            {o.level()}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={options.level}
            onChange={(_e, value: LevelFilter | null) => value && onChange({ ...options, level: value })}
            aria-labelledby="report-level-label"
          >
            {LEVEL_FILTERS.map((level) => (
              <ToggleButton key={level} value={level} data-testid={`report-option-level-${level}`} sx={{ px: 1.5 }}>
                {levelLabel[level]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 0.5 }}>
          {switches.map((key) => (
            <Tooltip key={key} title={labels[key].hint}>
              <FormControlLabel
                sx={{ mr: 1.5 }}
                control={
                  <Switch
                    size="small"
                    checked={options[key]}
                    onChange={(e) => onChange(toggleReportOption(options, key, e.target.checked))}
                    slotProps={{ input: { 'aria-label': labels[key].label } }}
                    data-testid={`report-option-${key}`}
                  />
                }
                label={labels[key].label}
              />
            </Tooltip>
          ))}
        </Stack>
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
          {resultGroups.length > 1 && (
            <FormControl size="small" sx={{ minWidth: 170 }}>
              <InputLabel id="report-result-group-label">{o.resultGroup()}</InputLabel>
              <Select
                labelId="report-result-group-label"
                label={o.resultGroup()}
                value={String(options.resultGroup)}
                onChange={(e) => onChange({ ...options, resultGroup: parseResultGroup(e.target.value) })}
                data-testid="report-result-group"
              >
                <MenuItem value="all" data-testid="report-result-group-all">
                  {o.allResultGroups()}
                </MenuItem>
                {resultGroups.map((g) => (
                  <MenuItem key={g.id} value={String(g.id)} data-testid={`report-result-group-${g.id}`}>
                    {resultGroupLabel(g)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
          {evaluationGroups.length > 1 && (
            <FormControl size="small" sx={{ minWidth: 200 }}>
              <InputLabel id="report-evaluation-group-label">{o.evaluationGroup()}</InputLabel>
              <Select
                labelId="report-evaluation-group-label"
                label={o.evaluationGroup()}
                value={evaluationGroupId === null ? 'all' : String(evaluationGroupId)}
                onChange={(e) => onEvaluationGroupChange(e.target.value === 'all' ? null : Number(e.target.value))}
                data-testid="report-evaluation-group"
              >
                {evaluationGroups.map((g) => (
                  <MenuItem key={g.id ?? 'all'} value={g.id === null ? 'all' : String(g.id)} data-testid={`report-evaluation-group-${g.id ?? 'all'}`}>
                    {groupName(g)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
