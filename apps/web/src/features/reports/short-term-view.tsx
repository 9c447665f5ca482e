import { localize } from '@eqa/core';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Box, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useI18n } from '../../app/i18n';
import { ChartCard, ChartLegend, useChartColors, useChartHeight } from './charts/chart-card';
import { HistogramChart, type HistogramMarker } from './charts/histogram-chart';
import { AcceptanceFractionChart, NominalCountsChart, ResultsChart, YoudenChart } from './charts/scatter-charts';
import { reportFormats, parseUserNumber, roundTo } from './report-format';
import {
  acceptanceFractions,
  isCustomRangeValid,
  nominalRows,
  resultsChartData,
  sampleHistograms,
  statisticsRows,
  youdenData,
  type RangeInput,
} from './report-model';
import { valueMode, type ReportOptions } from './report-options';
import type { EvaluationReport } from './report-types';
import { NominalTable, StatisticsTable } from './statistics-tables';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } } as const;

/** The short-term tab (the current evaluation): statistics table and the charts of spec 1 §2. */
export function ShortTermView({
  report,
  options,
  groupId,
  resultGroupName,
}: {
  report: EvaluationReport;
  options: ReportOptions;
  groupId: number | null;
  resultGroupName: (id: number | null) => string;
}) {
  const { locale } = useI18n();
  const fmt = reportFormats(locale);
  const showResultGroup = report.resultGroups.length > 1;
  if (report.parameter.valueType === 'nominal') {
    return (
      <Stack spacing={2}>
        <NominalTable rows={nominalRows(report, options, groupId)} fmt={fmt} resultGroupName={resultGroupName} showResultGroup={showResultGroup} />
        <NominalCharts report={report} options={options} groupId={groupId} />
      </Stack>
    );
  }
  return (
    <NumericCharts
      report={report}
      options={options}
      groupId={groupId}
      table={
        <StatisticsTable
          rows={statisticsRows(report, options, groupId)}
          fmt={fmt}
          resultGroupName={resultGroupName}
          showResultGroup={showResultGroup}
          minN={report.parameter.minN}
        />
      }
    />
  );
}

function NumericCharts({ report, options, groupId, table }: { report: EvaluationReport; options: ReportOptions; groupId: number | null; table: ReactNode }) {
  const { LL, locale } = useI18n();
  const c = LL.evaluationReport.charts;
  const fmt = reportFormats(locale);
  const height = useChartHeight();
  const colors = useChartColors();
  const mode = valueMode(options);
  const unit = report.parameter.unit ? localize(report.parameter.unit.name, locale) : '';
  const valueAxis = mode === 'zScore' ? c.zScore() : mode === 'scaled' ? c.scaled() : unit ? c.valueWithUnit({ unit }) : c.value();
  const formatAxis = mode === 'value' ? (v: number) => fmt.value(v) : (v: number) => fmt.score(v);

  const [rangeText, setRangeText] = useState({ min: '', max: '' });
  const custom: RangeInput = { min: parseUserNumber(rangeText.min), max: parseUserNumber(rangeText.max) };
  const rangeValid = isCustomRangeValid(custom);
  const histograms = sampleHistograms(report, options, groupId, custom);
  const results = resultsChartData(report, options, mode, groupId);
  const youden = youdenData(report, options, mode, groupId);
  const title = mode === 'zScore' ? c.resultsZ() : mode === 'scaled' ? c.resultsScaled() : c.results();
  const first = histograms[0]?.histogram;

  return (
    <Stack spacing={2}>
      {/* the table has the page's width (every sample's value readable at 1440 px, not cut in a narrow column; issue 32) */}
      {table}
      <Box>
        <ChartCard title={title} testId="report-chart-results">
          <ResultsChart
            data={results}
            mode={mode}
            height={height}
            format={formatAxis}
            labels={{ own: c.own(), others: c.others(), outliers: c.outliers(), target: c.target(), limits: c.limits(), value: valueAxis, sample: c.sampleAxis() }}
          />
        </ChartCard>
      </Box>

      <Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' }, gap: 1.5, mb: 1.5 }} className="no-print">
          <Typography variant="body2" color="text.secondary">
            {c.histogramRange()}
          </Typography>
          <TextField
            size="small"
            label={c.rangeMin()}
            value={rangeText.min}
            placeholder={first ? fmt.value(first.min) : ''}
            onChange={(e) => setRangeText((r) => ({ ...r, min: e.target.value }))}
            error={!rangeValid || (rangeText.min.trim() !== '' && custom.min === null)}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'report-histogram-min' } }}
            sx={{ width: 140 }}
          />
          <TextField
            size="small"
            label={c.rangeMax()}
            value={rangeText.max}
            placeholder={first ? fmt.value(first.max) : ''}
            onChange={(e) => setRangeText((r) => ({ ...r, max: e.target.value }))}
            error={!rangeValid || (rangeText.max.trim() !== '' && custom.max === null)}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'report-histogram-max' } }}
            sx={{ width: 140 }}
          />
          <Tooltip title={c.rangeReset()}>
            <span>
              <IconButton
                size="small"
                onClick={() => setRangeText({ min: '', max: '' })}
                disabled={rangeText.min === '' && rangeText.max === ''}
                aria-label={c.rangeReset()}
                data-testid="report-histogram-reset"
              >
                <RestartAltIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          {!rangeValid && (
            <Typography variant="body2" color="error" data-testid="report-histogram-range-invalid">
              {c.rangeInvalid()}
            </Typography>
          )}
        </Stack>
        <Box sx={twoColumns}>
          {histograms.map((h) => {
            const markers: HistogramMarker[] = [
              ...h.ownValues.map((value) => ({ value, kind: 'own' as const, label: c.own() })),
              ...(h.target !== null ? [{ value: h.target, kind: 'target' as const }] : []),
              ...[h.acceptanceMin, h.acceptanceMax].filter((v): v is number => v !== null).map((value) => ({ value, kind: 'limit' as const })),
            ];
            const outside = h.histogram.below + h.histogram.above;
            return (
              <ChartCard
                key={h.sample.id}
                title={c.histogram({ sample: h.sample.name })}
                subtitle={`${fmt.value(roundTo(h.histogram.min, 3))} – ${fmt.value(roundTo(h.histogram.max, 3))}${outside > 0 ? ` · ${c.outsideRange({ below: h.histogram.below, above: h.histogram.above })}` : ''}`}
                testId={`report-chart-histogram-${h.sample.id}`}
              >
                <HistogramChart
                  histogram={h.histogram}
                  axis={h.axis}
                  curve={h.curve}
                  markers={markers}
                  height={height}
                  xLabel={unit ? c.valueWithUnit({ unit }) : c.value()}
                  yLabel={c.count()}
                  format={(v) => fmt.value(v)}
                />
                <ChartLegend
                  items={[
                    { color: colors.bars, label: c.count(), shape: 'square' },
                    { color: colors.own, label: c.own(), line: 'solid', shape: 'triangle' },
                    { color: colors.target, label: c.target(), line: 'solid', shape: 'diamond' },
                    { color: colors.limits, label: c.limits(), line: 'dashed' },
                    ...(h.curve.length > 0 ? [{ color: colors.curve, label: c.normal(), line: 'solid' as const }] : []),
                  ]}
                />
              </ChartCard>
            );
          })}
        </Box>
      </Box>

      {youden.length > 0 && (
        <Box sx={twoColumns}>
          {youden.map((plot) => (
            <ChartCard
              key={`${plot.xSample.id}-${plot.ySample.id}`}
              title={c.youden({ x: plot.xSample.name, y: plot.ySample.name })}
              testId={`report-chart-youden-${plot.xSample.id}-${plot.ySample.id}`}
            >
              <YoudenChart
                plot={plot}
                mode={mode}
                height={height}
                format={formatAxis}
                labels={{ own: c.own(), others: c.others(), x: `${plot.xSample.name} – ${valueAxis}`, y: `${plot.ySample.name} – ${valueAxis}` }}
              />
            </ChartCard>
          ))}
        </Box>
      )}
    </Stack>
  );
}

function NominalCharts({ report, options, groupId }: { report: EvaluationReport; options: ReportOptions; groupId: number | null }) {
  const { LL, locale } = useI18n();
  const c = LL.evaluationReport.charts;
  const fmt = reportFormats(locale);
  const height = useChartHeight();
  if (options.scale) {
    const fractions = acceptanceFractions(report, options, groupId).map((f) => ({ name: f.sample.name, fraction: f.fraction }));
    return (
      <ChartCard title={c.acceptance()} testId="report-chart-acceptance">
        <AcceptanceFractionChart fractions={fractions} height={height} label={c.fraction()} format={(v) => fmt.fraction(v)} />
      </ChartCard>
    );
  }
  const rows = nominalRows(report, options, groupId);
  const firstOfSample = rows.filter((r, i) => rows.findIndex((o) => o.sampleId === r.sampleId) === i);
  return (
    <Box sx={twoColumns}>
      {firstOfSample.map((r) => (
          <ChartCard key={r.sampleId} title={c.nominalCounts({ sample: r.sampleName })} testId={`report-chart-nominal-${r.sampleId}`}>
            <NominalCountsChart
              counts={r.counts.map((x) => ({ valueId: x.valueId, name: localize(x.name, locale), count: x.count, accepted: x.accepted }))}
              ownValueIds={rows.filter((o) => o.sampleId === r.sampleId && o.ownValueId !== null).map((o) => o.ownValueId as number)}
              height={height}
              labels={{ count: c.count(), own: c.own() }}
            />
          </ChartCard>
        ))}
    </Box>
  );
}
