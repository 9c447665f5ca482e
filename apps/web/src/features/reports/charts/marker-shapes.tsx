import { Box } from '@mui/material';
import { useXScale, useYScale } from '@mui/x-charts';

/**
 * Marker shapes of the report's charts: what a point or line is (the lab's own result, the target,
 * an acceptance limit, an outlier, another lab) shows in its shape as well as its colour, so it
 * reads without colour (WCAG 1.4.1) and in both themes; the legends draw the same shapes.
 */
export type MarkerShape = 'triangle' | 'diamond' | 'bar' | 'cross' | 'circle' | 'square';

/** An SVG path of the shape centred at 0,0, about `size` wide. */
export function markerPath(shape: MarkerShape, size: number): string {
  const r = size / 2;
  switch (shape) {
    case 'triangle':
      return `M0,${-r * 1.15}L${r * 1.1},${r * 0.8}L${-r * 1.1},${r * 0.8}Z`;
    case 'diamond':
      return `M0,${-r * 1.2}L${r},0L0,${r * 1.2}L${-r},0Z`;
    case 'bar':
      return `M${-r * 1.3},${-r * 0.35}H${r * 1.3}V${r * 0.35}H${-r * 1.3}Z`;
    case 'cross': {
      const t = r * 0.35;
      return `M${-r},${-r + t}L${-r + t},${-r}L0,${-t}L${r - t},${-r}L${r},${-r + t}L${t},0L${r},${r - t}L${r - t},${r}L0,${t}L${-r + t},${r}L${-r},${r - t}L${-t},0Z`;
    }
    case 'square':
      return `M${-r},${-r}H${r}V${r}H${-r}Z`;
    case 'circle':
      return `M${-r},0A${r},${r} 0 1,0 ${r},0A${r},${r} 0 1,0 ${-r},0Z`;
  }
}

/** Points drawn in a shape on the chart's x and y scales (inside a ScatterChart or ChartsContainer). */
export function ShapedPoints({
  points,
  shape,
  color,
  size,
  outline,
  testId,
}: {
  points: ReadonlyArray<{ x: number; y: number }>;
  shape: MarkerShape;
  color: string;
  size: number;
  /** A thin outline in the background colour, so a shape stands out on others. */
  outline: string;
  testId: string;
}) {
  const x = useXScale<'linear'>();
  const y = useYScale<'linear'>();
  const d = markerPath(shape, size);
  return (
    <g data-testid={testId} data-shape={shape}>
      {points.map((p, i) => (
        <path key={i} d={d} transform={`translate(${x(p.x)},${y(p.y)})`} fill={color} stroke={outline} strokeWidth={1} />
      ))}
    </g>
  );
}

/** The legend mark of a shape (an inline SVG), or of a line (solid or dashed) with an optional shape on it. */
export function LegendMark({ color, shape, line }: { color: string; shape?: MarkerShape; line?: 'solid' | 'dashed' | 'dotted' }) {
  return (
    <Box component="svg" width={22} height={14} viewBox="-11 -7 22 14" aria-hidden sx={{ flexShrink: 0 }}>
      {line && <line x1={-10} x2={10} y1={0} y2={0} stroke={color} strokeWidth={2} strokeDasharray={line === 'dashed' ? '4 3' : line === 'dotted' ? '1.5 2.5' : undefined} />}
      {shape && <path d={markerPath(shape, line ? 8 : 10)} fill={color} />}
    </Box>
  );
}
