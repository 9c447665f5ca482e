import { ChartsReferenceLine, LineChart, type LineSeries } from '@mui/x-charts';
import type { HistoryChartData } from '../history-model';
import type { ValueMode } from '../report-options';
import { useChartColors } from './chart-card';
import { modeReferenceLines } from './scatter-charts';

/**
 * The long-term chart: the lab's results of the parameter over the evaluation dates of the period,
 * one line per sample level and result group; reference lines at ±2 (z-score), 0 / 0.5 / 1
 * (scaled) or 0 % (bias), and a vertical line at the survey the report is opened for.
 */
export function HistoryChart({
  data,
  mode,
  height,
  seriesLabel,
  valueLabel,
  currentLabel,
  formatValue,
  formatDate,
}: {
  data: HistoryChartData;
  mode: ValueMode;
  height: number;
  seriesLabel: (series: HistoryChartData['series'][number]) => string;
  valueLabel: string;
  currentLabel: string;
  formatValue: (v: number) => string;
  formatDate: (d: Date) => string;
}) {
  const colors = useChartColors();
  const palette = [colors.own, colors.curve, colors.outliers, colors.target, colors.limits];
  const series: LineSeries[] = data.series.map((s, i) => ({
    id: s.id,
    data: s.data,
    label: seriesLabel(s),
    color: palette[i % palette.length],
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
  // a margin of time on both sides (a month at least) so the first and last points are not on the edge
  const times = data.dates.map((d) => d.getTime());
  const first = Math.min(...times);
  const last = Math.max(...times);
  const margin = Math.max((last - first) * 0.05, 86_400_000 * 30);
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
          valueFormatter: (d: Date) => formatDate(d),
          ...(times.length > 0 ? { min: new Date(first - margin), max: new Date(last + margin) } : {}),
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
