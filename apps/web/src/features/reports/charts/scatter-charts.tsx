import { NOMINAL_FRACTION_AXIS } from '@eqa/core';
import { BarChart, ChartsReferenceLine, ScatterChart, type ScatterSeries } from '@mui/x-charts';
import type { ValueMode } from '../report-options';
import type { ResultsChartData, YoudenData } from '../report-model';
import { ChartLegend, useChartColors, useSchemePalette } from './chart-card';
import { ShapedPoints } from './marker-shapes';

/** Reference lines of a value mode (spec 1 §2): z-score ±2 (and 0), scaled 0 / 0.5 / 1. */
export function modeReferenceLines(mode: ValueMode): Array<{ value: number; strong: boolean }> {
  if (mode === 'zScore')
    return [
      { value: -2, strong: true },
      { value: 0, strong: false },
      { value: 2, strong: true },
    ];
  if (mode === 'scaled')
    return [
      { value: 0, strong: true },
      { value: 0.5, strong: false },
      { value: 1, strong: true },
    ];
  return [];
}

/** The own result, targets and limits are drawn as shapes over the chart, not as series: no 'no data' overlay. */
function NoOverlay() {
  return null;
}

/** Above this many points the scatter charts draw each series as one path (x-charts svg-batch). */
const BATCH_RENDER_POINTS = 800;

/** A symmetric padding of an axis around the points and the lines that must show. */
function extent(values: number[], minSpan: number): { min: number; max: number } | null {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return null;
  let min = Math.min(...finite);
  let max = Math.max(...finite);
  const span = Math.max(max - min, minSpan);
  const pad = span * 0.08;
  if (max - min < minSpan) {
    const mid = (min + max) / 2;
    min = mid - minSpan / 2;
    max = mid + minSpan / 2;
  }
  return { min: min - pad, max: max + pad };
}

interface Labels {
  own: string;
  others: string;
  outliers: string;
  target: string;
  limits: string;
  value: string;
  sample: string;
}

/**
 * The results chart: samples side by side (x = the sample's position), the lab's own results,
 * optionally the other labs' (outliers apart), the targets and acceptance limits in value mode,
 * and the reference lines of the z-score (±2) and scaled (0, 0.5, 1) modes. The own result is a
 * triangle, the target a diamond, a limit a bar and an outlier a cross (others are dots), drawn
 * over the other labs' points and named in the legend above, so nothing depends on colour alone.
 */
export function ResultsChart({ data, mode, height, labels, format }: { data: ResultsChartData; mode: ValueMode; height: number; labels: Labels; format: (v: number) => string }) {
  const colors = useChartColors();
  const paper = useSchemePalette().palette.background.paper;
  const lines = modeReferenceLines(mode);
  const series: ScatterSeries[] = [];
  if (data.others.length > 0) series.push({ id: 'others', label: labels.others, data: data.others, color: colors.others, markerSize: 3, valueFormatter: (v) => (v ? format(v.y) : '') });
  const ys = [...data.own, ...data.others, ...data.outliers, ...data.targets, ...data.limits].map((p) => p.y);
  const range = extent([...ys, ...lines.map((l) => l.value)], mode === 'value' ? 1e-9 : 1);
  const names = data.samples.map((s) => s.name);
  return (
    <>
    <ChartLegend
      testId="report-results-legend"
      items={[
        ...(data.others.length > 0 ? [{ color: colors.others, label: labels.others, shape: 'circle' as const }] : []),
        ...(data.outliers.length > 0 ? [{ color: colors.outliers, label: labels.outliers, shape: 'cross' as const }] : []),
        ...(data.limits.length > 0 ? [{ color: colors.limits, label: labels.limits, shape: 'bar' as const }] : []),
        ...(data.targets.length > 0 ? [{ color: colors.target, label: labels.target, shape: 'diamond' as const }] : []),
        { color: colors.own, label: labels.own, shape: 'triangle' as const },
      ]}
    />
    <ScatterChart
      height={height}
      series={series}
      hideLegend
      slots={{ noDataOverlay: NoOverlay }}
      renderer={ys.length > BATCH_RENDER_POINTS ? 'svg-batch' : 'svg-single'}
      margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
      xAxis={[
        {
          id: 'x',
          min: -0.5,
          max: Math.max(0.5, data.samples.length - 0.5),
          tickInterval: data.samples.map((_, i) => i),
          valueFormatter: (v: number) => names[Math.round(v)] ?? '',
          label: labels.sample,
        },
      ]}
      yAxis={[{ id: 'y', label: labels.value, width: 56, ...(range ?? {}), valueFormatter: (v: number) => format(v) }]}
      grid={{ horizontal: true }}
    >
      {lines.map((l) => (
        <ChartsReferenceLine
          key={l.value}
          y={l.value}
          label={format(l.value)}
          labelAlign="end"
          lineStyle={{ stroke: l.strong ? colors.limits : colors.reference, strokeDasharray: l.strong ? '6 4' : '2 4', strokeWidth: l.strong ? 1.5 : 1 }}
          labelStyle={{ fill: colors.text, fontSize: 11 }}
        />
      ))}
      <ShapedPoints points={data.outliers} shape="cross" color={colors.outliers} size={9} outline={paper} testId="results-outlier-marks" />
      <ShapedPoints points={data.limits} shape="bar" color={colors.limits} size={10} outline={paper} testId="results-limit-marks" />
      <ShapedPoints points={data.targets} shape="diamond" color={colors.target} size={12} outline={paper} testId="results-target-marks" />
      <ShapedPoints points={data.own} shape="triangle" color={colors.own} size={13} outline={paper} testId="results-own-marks" />
    </ScatterChart>
    </>
  );
}

/**
 * A Youden plot of a sample pair: each lab's result on the first sample (x) against the second (y);
 * lines through the centre (targets, or 0 / 0.5), the acceptance box in value mode, ±2 in z-score
 * mode and 0 / 1 in scaled mode.
 */
export function YoudenChart({
  plot,
  mode,
  height,
  labels,
  format,
}: {
  plot: YoudenData;
  mode: ValueMode;
  height: number;
  labels: Pick<Labels, 'own' | 'others'> & { x: string; y: string };
  format: (v: number) => string;
}) {
  const colors = useChartColors();
  const paper = useSchemePalette().palette.background.paper;
  const series: ScatterSeries[] = [];
  if (plot.others.length > 0) series.push({ id: 'others', label: labels.others, data: plot.others, color: colors.others, markerSize: 3 });
  const vertical: Array<{ value: number; strong: boolean }> = [];
  const horizontal: Array<{ value: number; strong: boolean }> = [];
  if (plot.center) {
    vertical.push({ value: plot.center.x, strong: false });
    horizontal.push({ value: plot.center.y, strong: false });
  }
  if (plot.box) {
    for (const v of [plot.box.xMin, plot.box.xMax]) if (v !== null) vertical.push({ value: v, strong: true });
    for (const v of [plot.box.yMin, plot.box.yMax]) if (v !== null) horizontal.push({ value: v, strong: true });
  }
  for (const line of modeReferenceLines(mode).filter((l) => l.strong)) {
    vertical.push(line);
    horizontal.push(line);
  }
  const all = [...plot.own, ...plot.others];
  const minSpan = mode === 'value' ? 1e-9 : 1;
  const xr = extent([...all.map((p) => p.x), ...vertical.map((l) => l.value)], minSpan);
  const yr = extent([...all.map((p) => p.y), ...horizontal.map((l) => l.value)], minSpan);
  const style = (strong: boolean) => ({ stroke: strong ? colors.limits : colors.target, strokeDasharray: strong ? '6 4' : '3 3', strokeWidth: 1.5 });
  return (
    <>
    <ChartLegend
      items={[
        ...(plot.others.length > 0 ? [{ color: colors.others, label: labels.others, shape: 'circle' as const }] : []),
        { color: colors.own, label: labels.own, shape: 'triangle' as const },
      ]}
    />
    <ScatterChart
      height={height}
      series={series}
      hideLegend
      slots={{ noDataOverlay: NoOverlay }}
      renderer={all.length > BATCH_RENDER_POINTS ? 'svg-batch' : 'svg-single'}
      margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
      xAxis={[{ id: 'x', label: labels.x, ...(xr ?? {}), valueFormatter: (v: number) => format(v) }]}
      yAxis={[{ id: 'y', label: labels.y, width: 56, ...(yr ?? {}), valueFormatter: (v: number) => format(v) }]}
      grid={{ horizontal: true, vertical: true }}
    >
      {vertical.map((l, i) => (
        <ChartsReferenceLine key={`v${i}`} x={l.value} lineStyle={style(l.strong)} />
      ))}
      {horizontal.map((l, i) => (
        <ChartsReferenceLine key={`h${i}`} y={l.value} lineStyle={style(l.strong)} />
      ))}
      <ShapedPoints points={plot.own} shape="triangle" color={colors.own} size={13} outline={paper} testId="youden-own-marks" />
    </ScatterChart>
    </>
  );
}

/** Nominal parameters: the answers of a sample, accepted ones in the target colour, the lab's own marked. */
export function NominalCountsChart({
  counts,
  ownValueIds,
  height,
  labels,
}: {
  counts: Array<{ valueId: number; name: string; count: number; accepted: boolean }>;
  ownValueIds: number[];
  height: number;
  labels: { count: string; own: string };
}) {
  const colors = useChartColors();
  const names = counts.map((c) => (ownValueIds.includes(c.valueId) ? `${c.name} ★` : c.name));
  return (
    <BarChart
      height={height}
      margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
      xAxis={[
        {
          id: 'x',
          scaleType: 'band',
          data: names,
          colorMap: { type: 'ordinal', values: names, colors: counts.map((c) => (c.accepted ? colors.target : colors.limits)) },
        },
      ]}
      yAxis={[{ id: 'y', label: labels.count, tickMinStep: 1, width: 48 }]}
      series={[{ id: 'count', data: counts.map((c) => c.count), label: labels.count }]}
      hideLegend
      grid={{ horizontal: true }}
    />
  );
}

/** Nominal parameters: the fraction of accepted answers per sample on the 0.6–1 axis (spec 1 §2). */
export function AcceptanceFractionChart({
  fractions,
  height,
  label,
  format,
}: {
  fractions: Array<{ name: string; fraction: number | null }>;
  height: number;
  label: string;
  format: (v: number) => string;
}) {
  const colors = useChartColors();
  return (
    <BarChart
      height={height}
      margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
      xAxis={[{ id: 'x', scaleType: 'band', data: fractions.map((f) => f.name) }]}
      yAxis={[{ id: 'y', min: NOMINAL_FRACTION_AXIS.min, max: NOMINAL_FRACTION_AXIS.max, label, width: 56, valueFormatter: (v: number) => format(v) }]}
      series={[
        {
          id: 'fraction',
          // below the axis minimum the bar is clipped at the axis
          data: fractions.map((f) => (f.fraction === null ? null : Math.max(f.fraction, NOMINAL_FRACTION_AXIS.min))),
          color: colors.bars,
          label,
          valueFormatter: (_v, { dataIndex }) => {
            const f = fractions[dataIndex]?.fraction;
            return f === null || f === undefined ? '' : format(f);
          },
        },
      ]}
      hideLegend
      grid={{ horizontal: true }}
    >
      <ChartsReferenceLine y={NOMINAL_FRACTION_AXIS.max} lineStyle={{ stroke: colors.target, strokeDasharray: '6 4' }} />
    </BarChart>
  );
}
