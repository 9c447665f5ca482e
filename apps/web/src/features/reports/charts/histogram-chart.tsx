import type { CurvePoint, Histogram } from '@eqa/core';
import { ChartsContainer, ChartsGrid, ChartsReferenceLine, ChartsXAxis, ChartsYAxis, LinePlot, useXScale, useYScale } from '@mui/x-charts';
import { useChartColors, useSchemePalette } from './chart-card';
import { labelledMarkers } from './marker-labels';
import { ShapedPoints } from './marker-shapes';

export interface HistogramMarker {
  value: number;
  label?: string;
  kind: 'own' | 'target' | 'limit';
}

/** The bins as rectangles on the chart's linear x and y scales. */
function HistogramBars({ histogram, fill, stroke }: { histogram: Histogram; fill: string; stroke: string }) {
  const x = useXScale<'linear'>();
  const y = useYScale<'linear'>();
  const base = y(0);
  return (
    <g data-testid="histogram-bars">
      {histogram.bins.map((bin, i) => {
        if (bin.count === 0) return null;
        const left = x(bin.from);
        const width = Math.max(1, x(bin.to) - left - 1);
        const top = y(bin.count);
        return <rect key={i} x={left + 0.5} y={top} width={width} height={Math.max(0, base - top)} fill={fill} stroke={stroke} strokeWidth={1} />;
      })}
    </g>
  );
}

/** The vertical lines of the markers, each label drawn only where it has room. */
function MarkerLines({ markers, color }: { markers: HistogramMarker[]; color: Record<HistogramMarker['kind'], string> }) {
  const x = useXScale<'linear'>();
  const shown = labelledMarkers(
    markers,
    markers.map((m) => x(m.value)),
  );
  return (
    <>
      {markers.map((m, i) => (
        <ChartsReferenceLine
          key={`${m.kind}-${i}`}
          x={m.value}
          label={shown.has(i) ? m.label : undefined}
          labelAlign="start"
          lineStyle={{ stroke: color[m.kind], strokeWidth: m.kind === 'own' ? 3 : 1.5, strokeDasharray: m.kind === 'limit' ? '6 4' : undefined }}
          labelStyle={{ fill: color[m.kind], fontSize: 12 }}
        />
      ))}
    </>
  );
}

/**
 * A histogram of counts over a linear value axis (the bins of core histogram), the optional normal
 * curve (core normalCurve, already scaled to counts) and vertical lines at the lab's own value(s),
 * the target and the acceptance limits. The own value's line carries a triangle and the target's a
 * diamond at the top (the legend shows the same), so they are told apart without colour.
 */
export function HistogramChart({
  histogram,
  axis = histogram,
  curve,
  markers,
  height,
  xLabel,
  yLabel,
  format,
}: {
  histogram: Histogram;
  /** The x axis (the common axis of every chart, or the histogram's own range). */
  axis?: { min: number; max: number };
  curve: CurvePoint[];
  markers: HistogramMarker[];
  height: number;
  xLabel: string;
  yLabel: string;
  format: (value: number) => string;
}) {
  const colors = useChartColors();
  const maxCount = Math.max(1, ...histogram.bins.map((b) => b.count));
  const maxCurve = curve.reduce((m, p) => Math.max(m, p.y), 0);
  const yMax = Math.ceil(Math.max(maxCount, maxCurve) * 1.1);
  const inside = markers.filter((m) => m.value >= axis.min && m.value <= axis.max);
  const color = { own: colors.own, target: colors.target, limit: colors.limits };
  const paper = useSchemePalette().palette.background.paper;
  const heads = (kind: 'own' | 'target') => inside.filter((m) => m.kind === kind).map((m) => ({ x: m.value, y: yMax }));
  return (
    <ChartsContainer
      height={height}
      margin={{ top: 24, right: 16, bottom: 8, left: 8 }}
      xAxis={[
        {
          id: 'x',
          scaleType: 'linear',
          min: axis.min,
          max: axis.max,
          data: curve.length > 0 ? curve.map((p) => p.x) : [axis.min, axis.max],
          label: xLabel,
          valueFormatter: (v: number) => format(v),
        },
      ]}
      yAxis={[{ id: 'y', scaleType: 'linear', min: 0, max: yMax, label: yLabel, tickMinStep: 1, width: 56 }]}
      series={curve.length > 0 ? [{ type: 'line', id: 'normal', data: curve.map((p) => p.y), color: colors.curve, showMark: false, curve: 'linear' }] : []}
    >
      <ChartsGrid horizontal />
      <HistogramBars histogram={histogram} fill={colors.bars} stroke={colors.barStroke} />
      {curve.length > 0 && <LinePlot />}
      <MarkerLines markers={inside} color={color} />
      <ShapedPoints points={heads('target')} shape="diamond" color={colors.target} size={12} outline={paper} testId="histogram-target-marks" />
      <ShapedPoints points={heads('own')} shape="triangle" color={colors.own} size={13} outline={paper} testId="histogram-own-marks" />
      <ChartsXAxis axisId="x" />
      <ChartsYAxis axisId="y" />
    </ChartsContainer>
  );
}
