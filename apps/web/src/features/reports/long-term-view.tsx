import type { DateWindow } from '@eqa/core';
import { formatDate, formatMonth } from '@eqa/i18n';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  FormControl,
  InputLabel,
  LinearProgress,
  MenuItem,
  Paper,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../app/i18n';
import { trpc } from '../../lib/trpc';
import { ChartCard, useChartHeight } from './charts/chart-card';
import { HistoryChart } from './charts/history-chart';
import { historyChartData, historyRows, rankOfResultGroup, type HistorySeries } from './history-model';
import { customWindow, daysOfWindow, DEFAULT_PERIOD, fixedPeriodWindow, parsePeriodChoice, PERIOD_CHOICES, surveyHistoryWindow, type PeriodChoice } from './long-term-period';
import { EMPTY_CELL, reportFormats } from './report-format';
import { ScrollingTable } from './statistics-tables';
import { valueMode, type ReportOptions } from './report-options';
import type { ReportIds } from './report-paths';
import type { EvaluationReport } from './report-types';
import { DateInput } from '../../components/date-inputs';
import { TooltipIconButton } from '../../components/tooltip-icon-button';

/**
 * The long-term tab (spec 1 §2): a period of six months, one year (default), two years, three
 * years or custom (from / to, removable back to the list), ending at the survey's history window
 * (survey start − 1 day … evaluation + 1 day); the history chart of the parameter and the results
 * of the period.
 */
export function LongTermView({
  ids,
  report,
  options,
  groupId,
  resultGroupName,
}: {
  ids: ReportIds;
  report: EvaluationReport;
  options: ReportOptions;
  groupId: number | null;
  resultGroupName: (id: number | null) => string;
}) {
  const { LL, locale } = useI18n();
  const h = LL.evaluationReport.history;
  const fmt = reportFormats(locale);
  const height = useChartHeight();
  const survey = { startsAt: report.survey.startsAt, evaluatedAt: report.survey.evaluatedAt ?? report.survey.preEvaluatedAt };
  const surveyWindow = surveyHistoryWindow(survey);
  const [period, setPeriod] = useState<PeriodChoice>(DEFAULT_PERIOD);
  const [days, setDays] = useState(() => (surveyWindow ? daysOfWindow(surveyWindow) : { from: '', to: '' }));
  const custom = customWindow(days.from, days.to);
  // the last valid custom window stays applied while the days are being edited into an invalid one
  const [applied, setApplied] = useState<DateWindow | null>(custom);
  const changeDays = (patch: Partial<typeof days>) => {
    const next = { ...days, ...patch };
    setDays(next);
    const valid = customWindow(next.from, next.to);
    if (valid) setApplied(valid);
  };
  const window = period === 'custom' ? applied : fixedPeriodWindow(period, survey);

  const history = trpc.reports.evaluationHistory.useQuery(
    { labId: ids.labId, surveyId: ids.surveyId, paramId: ids.parameterId, ...(window ? { from: window.from, to: window.to } : {}) },
    { placeholderData: keepPreviousData, meta: { errorAction: 'reports' } },
  );
  const mode = valueMode(options);
  const rank = rankOfResultGroup(report.resultGroups, options.resultGroup);
  const chart = history.data ? historyChartData(history.data, options, mode, groupId, rank) : null;
  const rows = history.data ? historyRows(history.data, options, groupId, rank) : [];
  // a position names the group of that position in this survey (groups are matched by position)
  const groupsById = [...report.resultGroups].sort((a, b) => a.id - b.id);
  const groupOfRank = (r: number) => {
    const group = groupsById[r - 1];
    return group ? resultGroupName(group.id) : LL.survey.resultGroup.defaultName({ ordinal: r });
  };
  const manyGroups = chart ? chart.series.some((s) => s.resultGroupRank > 1) : false;
  const lineName = (s: HistorySeries) => {
    const line = h.lines[s.line]();
    return manyGroups ? h.lineWithGroup({ line, group: groupOfRank(s.resultGroupRank) }) : line;
  };
  const periodLabel: Record<Exclude<PeriodChoice, 'custom'>, string> = {
    6: h.periods.sixMonths(),
    12: h.periods.oneYear(),
    24: h.periods.twoYears(),
    36: h.periods.threeYears(),
  };
  const valueLabel = mode === 'zScore' ? LL.evaluationReport.charts.zScore() : mode === 'scaled' ? LL.evaluationReport.charts.scaled() : LL.evaluationReport.charts.bias();
  const shownWindow = history.data ? { from: history.data.from, to: history.data.to } : window;
  const evaluatedSurveys = history.data ? history.data.surveys.filter((s) => s.evaluatedAt !== null).length : 0;
  const empty = !history.data || history.data.noData || !chart || chart.series.length === 0;

  return (
    <Stack spacing={2} data-testid="report-long-term">
      <Paper variant="outlined" sx={{ px: 2, py: 1.5 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ alignItems: { md: 'center' }, gap: 2 }}>
          {period === 'custom' ? (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
              <DateInput size="small" label={h.from()} value={days.from} onChange={(from) => changeDays({ from })} error={custom === null} testId="report-period-from" />
              <DateInput size="small" label={h.to()} value={days.to} onChange={(to) => changeDays({ to })} error={custom === null} testId="report-period-to" />
              <TooltipIconButton label={h.removeCustom()} onClick={() => setPeriod(DEFAULT_PERIOD)} data-testid="report-period-remove" className="no-print" icon={<CloseIcon />} />
              {custom === null && (
                <Typography variant="body2" color="error" data-testid="report-period-invalid">
                  {h.invalidRange()}
                </Typography>
              )}
            </Stack>
          ) : (
            <FormControl size="small" sx={{ minWidth: 180 }}>
              <InputLabel id="report-period-label">{h.period()}</InputLabel>
              <Select
                labelId="report-period-label"
                label={h.period()}
                value={String(period)}
                onChange={(e) => {
                  const next = parsePeriodChoice(e.target.value);
                  if (next === 'custom' && surveyWindow) {
                    setDays(daysOfWindow(surveyWindow));
                    setApplied(surveyWindow);
                  }
                  setPeriod(next);
                }}
                data-testid="report-period"
              >
                {PERIOD_CHOICES.map((choice) => (
                  <MenuItem key={choice} value={String(choice)} data-testid={`report-period-${choice}`}>
                    {choice === 'custom' ? h.periods.custom() : periodLabel[choice]}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
          <Box sx={{ flexGrow: 1 }}>
            {shownWindow && (
              <Typography variant="body2" color="text.secondary" data-testid="report-period-range">
                {h.range({ from: formatDate(shownWindow.from, locale), to: formatDate(shownWindow.to, locale) })}
                {history.data ? ` · ${h.surveys({ count: evaluatedSurveys })}` : ''}
              </Typography>
            )}
          </Box>
        </Stack>
      </Paper>
      {history.isFetching && <LinearProgress data-testid="report-history-loading" />}
      {history.data &&
        (empty || !chart ? (
          <Alert severity="info" data-testid="report-no-data">
            {LL.survey.report.evaluation.noData()}
          </Alert>
        ) : (
          <>
            <ChartCard title={h.chart()} testId="report-chart-history">
              <HistoryChart
                data={chart}
                mode={mode}
                height={height}
                seriesLabel={lineName}
                valueLabel={valueLabel}
                currentLabel={h.current()}
                formatValue={(v) => (mode === 'value' ? fmt.percent(v) : fmt.score(v))}
                formatDate={(d) => formatDate(d, locale)}
                formatMonth={(d) => formatMonth(d, locale, { timeZone: 'UTC' })}
                period={{ from: new Date(history.data.from), to: new Date(history.data.to) }}
              />
            </ChartCard>
            <Paper variant="outlined" data-testid="report-history-table">
              <Typography variant="h4" component="h3" sx={{ fontSize: '1rem', px: 2, pt: 1.5 }}>
                {h.table()}
              </Typography>
              <ScrollingTable label={h.table()} testId="report-history-scroll">
                <Table size="small" aria-label={h.table()}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{h.round()}</TableCell>
                      <TableCell>{h.evaluatedAt()}</TableCell>
                      <TableCell>{LL.evaluationReport.statistics.sample()}</TableCell>
                      {manyGroups && <TableCell>{LL.evaluationReport.statistics.resultGroup()}</TableCell>}
                      <TableCell align="right">{LL.evaluationReport.statistics.ownValue()}</TableCell>
                      <TableCell align="right">{LL.evaluationReport.statistics.target()}</TableCell>
                      <TableCell align="right">{LL.evaluationReport.statistics.zScore()}</TableCell>
                      <TableCell align="right">{LL.evaluationReport.statistics.bias()}</TableCell>
                      <TableCell align="center">{LL.evaluationReport.statistics.accepted()}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((r) => (
                      <TableRow key={r.key} hover selected={r.current} data-testid={`report-history-row-${r.key}`}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.roundName}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.evaluatedAt ? formatDate(r.evaluatedAt, locale) : EMPTY_CELL}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {r.sampleName}
                          {r.level && r.level !== 'both' ? ` (${LL.evaluationReport.samples.level[r.level]()})` : ''}
                        </TableCell>
                        {manyGroups && <TableCell>{groupOfRank(r.resultGroupRank)}</TableCell>}
                        <TableCell align="right">{r.value === null ? EMPTY_CELL : `${r.relation ?? ''}${fmt.value(r.value)}`}</TableCell>
                        <TableCell align="right">{fmt.value(r.target)}</TableCell>
                        <TableCell align="right" sx={{ color: r.zScore !== null && Math.abs(r.zScore) > 2 ? 'error.main' : undefined }}>
                          {fmt.score(r.zScore)}
                        </TableCell>
                        <TableCell align="right">{fmt.percent(r.biasPercent)}</TableCell>
                        <TableCell align="center">
                          {r.accepted === null ? EMPTY_CELL : r.accepted ? LL.evaluationReport.statistics.yes() : LL.evaluationReport.statistics.no()}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </ScrollingTable>
            </Paper>
          </>
        ))}
    </Stack>
  );
}
