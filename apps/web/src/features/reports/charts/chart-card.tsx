import { Box, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { useAppSettings } from '../../../app/app-settings';
import { schemePalette } from '../../../app/theme';
import { LegendMark, type MarkerShape } from './marker-shapes';

/** Chart height of the report (spec 1 §2): 400, 200 on mobile. */
export const CHART_HEIGHT = 400;
export const CHART_HEIGHT_MOBILE = 200;

export function useChartHeight(): number {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('sm'));
  return mobile ? CHART_HEIGHT_MOBILE : CHART_HEIGHT;
}

/**
 * The palette of the theme in use with real colour values: the charts' SVG marks take colours, not the
 * CSS variables the rest of the app styles with (app/theme.ts).
 */
export function useSchemePalette() {
  const theme = useTheme();
  const { themeMode } = useAppSettings();
  return { palette: schemePalette(theme, themeMode), dark: themeMode === 'dark' };
}

/** The colours of the report's charts, from the theme (so both themes read well). */
export function useChartColors() {
  const { palette, dark } = useSchemePalette();
  return {
    own: palette.secondary.main,
    others: dark ? 'rgba(159, 179, 191, 0.75)' : 'rgba(79, 98, 110, 0.55)',
    outliers: palette.warning.main,
    bars: dark ? 'rgba(108, 192, 222, 0.55)' : 'rgba(11, 95, 127, 0.45)',
    barStroke: palette.primary.main,
    curve: palette.primary.main,
    target: palette.success.main,
    limits: palette.error.main,
    reference: palette.text.secondary,
    text: palette.text.secondary,
  };
}

/** A titled frame around one chart; `testId` names the frame (the SVG is inside it). */
export function ChartCard({ title, subtitle, testId, actions, children }: { title: string; subtitle?: ReactNode; testId: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, breakInside: 'avoid', minWidth: 0 }} data-testid={testId}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, px: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h3" sx={{ fontSize: '1rem' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" component="div">
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions}
      </Stack>
      <Box sx={{ width: '100%', minWidth: 0 }}>{children}</Box>
    </Paper>
  );
}

/** A legend entry: a shape (a point), a line (solid, dashed or dotted), or a line with a shape on it. */
export interface LegendItem {
  color: string;
  label: string;
  shape?: MarkerShape;
  line?: 'solid' | 'dashed' | 'dotted';
}

/** A small legend under (or above) a chart: the marks in their shapes and colours, and their names. */
export function ChartLegend({ items, testId }: { items: LegendItem[]; testId?: string }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, px: 1, pt: 0.5, justifyContent: 'center' }} data-testid={testId}>
      {items.map((item) => (
        <Stack key={item.label} direction="row" spacing={0.75} sx={{ alignItems: 'center' }} data-shape={item.shape ?? item.line}>
          <LegendMark color={item.color} shape={item.shape} line={item.line} />
          <Typography variant="caption" color="text.secondary">
            {item.label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
