import { ChartsReferenceLine, LineChart, type LineSeries } from '@mui/x-charts';
import { monthTicks, type HistoryChartData } from '../history-model';
import type { ValueMode } from '../report-options';
import { useChartColors } from './chart-card';
import { modeReferenceLines } from './scatter-charts';

/**
 * The long-term chart: the lab's results of the parameter over the evaluation dates of the period,
 * one line per sample level and result group; reference lines at ±2 (z-score), 0 / 0.5 / 1
 * (scaled) or 0 % (bias), and a vertical line at the survey the report is opened for. The time
 * axis spans the chosen period (not only the surveys in it), with a tick at the start of every
 * month, or every few months (history-model monthTicks), labelled by month and year, so no two ticks
 * read the same. Lines differ by mark shape as well as colour; the legend shows both.
 */
/** Mark shapes of the lines, in order: a line is told apart by its shape, not only its colour. */
const MARK_SHAPES = ['circle', 'square', 'triangle', 'diamond', 'cross', 'star', 'wye'] as const;

export function HistoryChart({
  data,
  mode,
  height,
  seriesLabel,
  valueLabel,
  currentLabel,
  formatValue,
  formatDate,
  formatMonth,
  period,
}: {
  data: HistoryChartData;
  mode: ValueMode;
  height: number;
  seriesLabel: (series: HistoryChartData['series'][number]) => string;
  valueLabel: string;
  currentLabel: string;
  formatValue: (v: number) => string;
  formatDate: (d: Date) => string;
  formatMonth: (d: Date) => string;
  /** The period of the long-term tab: the x-axis spans it. */
  period: { from: Date; to: Date };
}) {
  const colors = useChartColors();
  const palette = [colors.own, colors.curve, colors.outliers, colors.target, colors.limits];
  const series: LineSeries[] = data.series.map((s, i) => ({
    id: s.id,
    data: s.data,
    label: seriesLabel(s),
    color: palette[i % palette.length],
    shape: MARK_SHAPES[i % MARK_SHAPES.length],
    connectNulls: true,
    showMark: true,
    curve: 'linear',
    valueFormatter: (v: number | null) => (v === null ? '' : formatValue(v)),
  }));
  const lines = mode === 'value' ? [{ value: 0, strong: false }] : modeReferenceLines(mode);
  const current = data.currentIndex >= 0 ? data.dates[data.currentIndex] : undefined;
  const values = data.series.flatMap((s) => s.data.filter((v): v is number => v !== null));
  const all = [...values, ...lines.map((l) => l.value)];
  const min = Math.min(...all);
  const max = Math.max(...all);
  const pad = Math.max((max - min) * 0.08, mode === 'value' ? 1 : 0.1);
  const ticks = monthTicks(period.from, period.to, height < 300 ? 4 : 8);
  return (
    <LineChart
      height={height}
      series={series}
      margin={{ top: 8, right: 24, bottom: 8, left: 8 }}
      xAxis={[
        {
          id: 'x',
          scaleType: 'time',
          data: data.dates,
          min: period.from,
          max: period.to,
          tickInterval: ticks,
          valueFormatter: (d: Date, context) => (context.location === 'tick' ? formatMonth(d) : formatDate(d)),
        },
      ]}
      yAxis={[{ id: 'y', label: valueLabel, width: 64, min: min - pad, max: max + pad, valueFormatter: (v: number) => formatValue(v) }]}
      grid={{ horizontal: true }}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } } }}
    >
      {lines.map((l) => (
        <ChartsReferenceLine
          key={l.value}
          y={l.value}
          lineStyle={{ stroke: l.strong ? colors.limits : colors.reference, strokeDasharray: l.strong ? '6 4' : '2 4' }}
        />
      ))}
      {current && (
        <ChartsReferenceLine
          x={current}
          label={currentLabel}
          labelAlign="start"
          spacing={{ x: -5, y: 5 }}
          lineStyle={{ stroke: colors.own, strokeDasharray: '2 3' }}
          labelStyle={{ fill: colors.text, fontSize: 11, textAnchor: 'end' }}
        />
      )}
    </LineChart>
  );
}
