import { localize } from '@eqa/core';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { Box, Chip, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { useI18n } from '../../app/i18n';
import { ListCards, type ListColumn } from '../../components/lists';
import type { NominalRow, StatisticsRow } from './report-model';
import { EMPTY_CELL, type ReportFormats } from './report-format';

function AcceptedCell({ accepted, align = 'flex-end' }: { accepted: boolean | null; align?: 'flex-end' | 'center' }) {
  const { LL } = useI18n();
  if (accepted === null) return <>{EMPTY_CELL}</>;
  const label = accepted ? LL.evaluationReport.statistics.yes() : LL.evaluationReport.statistics.no();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: align }}>
      {accepted ? <CheckCircleIcon fontSize="small" color="success" /> : <CancelIcon fontSize="small" color="error" />}
      <span>{label}</span>
    </Stack>
  );
}

const numeric = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The first column stays in view while the others scroll sideways: its cells are sticky on the
 * left with the table's own background (a hovered row keeps its tint through an inset shadow).
 */
const stickyFirst = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
  '@media print': { position: 'static' },
} as const;

/**
 * A table that is never clipped: on screen a scroll area (a focusable, named region, so the
 * keyboard scrolls it too, WCAG 2.1.1) with a sticky first column; in print the whole table at a
 * smaller size, its numbers allowed to wrap, rows not split over pages.
 */
export function ScrollingTable({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <TableContainer
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid={testId}
      sx={(theme) => ({
        overflowX: 'auto',
        '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
        '@media print': {
          overflow: 'visible',
          '& table': { tableLayout: 'auto', width: '100%' },
          '& th, & td': { fontSize: '8pt', px: 0.5, py: 0.25, whiteSpace: 'normal' },
          '& tr': { breakInside: 'avoid' },
        },
      })}
    >
      {children}
    </TableContainer>
  );
}

/**
 * The numeric statistics table (spec 1 §1, §2): n, own value, min, max, median, mean, SD, scaled
 * median, scaled mean, CV%, z-score, bias%, target, the assigned value with its source and
 * uncertainty u(X), ζ and Eₙ (when the lab gave its uncertainty), acceptance min and max, accepted. One column
 * per sample (and result group), one row per statistic, so the table fits the page and the print.
 */
export function StatisticsTable({
  rows,
  fmt,
  resultGroupName,
  showResultGroup,
  minN,
}: {
  rows: StatisticsRow[];
  fmt: ReportFormats;
  resultGroupName: (id: number | null) => string;
  showResultGroup: boolean;
  minN: number;
}) {
  const { LL } = useI18n();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const s = LL.evaluationReport.statistics;
  const notScored = rows.some((r) => !r.scored && r.n > 0);
  const zColor = (z: number | null) => (z !== null && Math.abs(z) > 2 ? 'error.main' : undefined);
  const lines: Array<{ key: string; label: string; cell: (r: StatisticsRow) => ReactNode; strong?: boolean; color?: (r: StatisticsRow) => string | undefined }> = [
    { key: 'n', label: s.n(), cell: (r) => r.n },
    {
      key: 'own',
      label: s.ownValue(),
      strong: true,
      cell: (r) => (
        <>
          {r.ownValue === null ? EMPTY_CELL : `${r.ownRelation ?? ''}${fmt.value(r.ownValue)}`}
          {r.outlier && <Chip size="small" color="warning" variant="outlined" label={s.outlier()} sx={{ ml: 0.75, height: 20 }} />}
        </>
      ),
    },
    { key: 'min', label: s.min(), cell: (r) => fmt.value(r.min) },
    { key: 'max', label: s.max(), cell: (r) => fmt.value(r.max) },
    { key: 'median', label: s.median(), cell: (r) => fmt.value(r.median) },
    { key: 'mean', label: s.mean(), cell: (r) => fmt.value(r.mean) },
    { key: 'sd', label: s.sd(), cell: (r) => fmt.value(r.sd) },
    { key: 'scaledMedian', label: s.scaledMedian(), cell: (r) => fmt.score(r.scaledMedian) },
    { key: 'scaledMean', label: s.scaledMean(), cell: (r) => fmt.score(r.scaledMean) },
    { key: 'cv', label: s.cv(), cell: (r) => fmt.cv(r.cv) },
    { key: 'z', label: s.zScore(), strong: true, cell: (r) => fmt.score(r.zScore), color: (r) => zColor(r.zScore) },
    { key: 'bias', label: s.bias(), cell: (r) => fmt.percent(r.biasPercent) },
    { key: 'target', label: s.target(), cell: (r) => fmt.value(r.target) },
    {
      key: 'assignedValue',
      label: s.assignedValue(),
      cell: (r) => (
        <>
          {fmt.value(r.assignedValue)}
          {r.assignedValueSource && (
            <Typography variant="caption" color="text.secondary" component="div" data-testid={`report-assigned-source-${r.key}`}>
              {s.sources[r.assignedValueSource]()}
            </Typography>
          )}
        </>
      ),
    },
    { key: 'uncertainty', label: s.uncertainty(), cell: (r) => fmt.value(r.uncertainty) },
    ...(rows.some((r) => r.zetaScore !== null || r.enScore !== null)
      ? [
          { key: 'zeta', label: s.zeta(), cell: (r: StatisticsRow) => fmt.score(r.zetaScore), color: (r: StatisticsRow) => zColor(r.zetaScore) },
          { key: 'en', label: s.en(), cell: (r: StatisticsRow) => fmt.score(r.enScore), color: (r: StatisticsRow) => (r.enScore !== null && Math.abs(r.enScore) > 1 ? 'error.main' : undefined) },
        ]
      : []),
    { key: 'acceptanceMin', label: s.acceptanceMin(), cell: (r) => fmt.value(r.acceptanceMin) },
    { key: 'acceptanceMax', label: s.acceptanceMax(), cell: (r) => fmt.value(r.acceptanceMax) },
    { key: 'accepted', label: s.accepted(), cell: (r) => <AcceptedCell accepted={r.accepted} /> },
  ];
  // on a phone one card per sample, each statistic a label and its value (no sideways scrolling; issue 32)
  const cardColumns: Array<ListColumn<StatisticsRow>> = [
    {
      field: 'sample',
      header: s.sample(),
      card: 'title',
      render: (r) => (
        <>
          {r.sampleName}
          {showResultGroup && r.resultGroupId !== null && (
            <Typography variant="caption" color="text.secondary" component="span" sx={{ ml: 1 }}>
              {resultGroupName(r.resultGroupId)}
            </Typography>
          )}
        </>
      ),
    },
    ...lines.map(
      (line): ListColumn<StatisticsRow> => ({
        field: line.key,
        header: line.label,
        align: 'right',
        render: (r) => (
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: line.strong ? 600 : 400, color: line.color?.(r) }}>
            {line.cell(r)}
          </Box>
        ),
      }),
    ),
  ];
  return (
    <Paper variant="outlined" data-testid="report-statistics">
      <Typography variant="h4" component="h3" sx={{ fontSize: '1rem', px: 2, pt: 1.5 }}>
        {s.title()}
      </Typography>
      {phone ? (
        <Box sx={{ p: 1 }}>
          <ListCards rows={rows} columns={cardColumns} rowId={(r) => r.key} label={s.title()} testId="report-statistics-cards" rowAttributes={(r) => ({ 'data-testid': `report-statistics-card-${r.key}` })} />
        </Box>
      ) : (
      <ScrollingTable label={s.title()} testId="report-statistics-scroll">
        <Table size="small" aria-label={s.title()}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ ...stickyFirst, minWidth: 150 }}>{s.sample()}</TableCell>
              {rows.map((r) => (
                <TableCell key={r.key} sx={{ ...numeric, fontWeight: 600 }} data-testid={`report-statistics-column-${r.key}`}>
                  {r.sampleName}
                  {showResultGroup && r.resultGroupId !== null && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {resultGroupName(r.resultGroupId)}
                    </Typography>
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.key} hover data-testid={`report-statistics-${line.key}`}>
                <TableCell component="th" scope="row" sx={{ ...stickyFirst, fontWeight: line.strong ? 600 : 400, whiteSpace: 'nowrap' }}>
                  {line.label}
                </TableCell>
                {rows.map((r) => (
                  <TableCell key={r.key} sx={{ ...numeric, fontWeight: line.strong ? 600 : 400, color: line.color?.(r) }}>
                    {line.cell(r)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollingTable>
      )}
      {notScored && (
        <Typography variant="body2" color="warning.main" sx={{ px: 2, py: 1 }} data-testid="report-not-scored">
          {s.notScored({ minN })}
        </Typography>
      )}
    </Paper>
  );
}

/** The nominal statistics table: n, the answers with their counts, the accepted fraction, the own answer, accepted. */
export function NominalTable({
  rows,
  fmt,
  resultGroupName,
  showResultGroup,
}: {
  rows: NominalRow[];
  fmt: ReportFormats;
  resultGroupName: (id: number | null) => string;
  showResultGroup: boolean;
}) {
  const { LL, locale } = useI18n();
  const s = LL.evaluationReport.statistics;
  return (
    <Paper variant="outlined" data-testid="report-nominal">
      <Typography variant="h4" component="h3" sx={{ fontSize: '1rem', px: 2, pt: 1.5 }}>
        {s.nominalTitle()}
      </Typography>
      <ScrollingTable label={s.nominalTitle()} testId="report-nominal-scroll">
        <Table size="small" aria-label={s.nominalTitle()}>
          <TableHead>
            <TableRow>
              <TableCell sx={stickyFirst}>{s.sample()}</TableCell>
              {showResultGroup && <TableCell>{s.resultGroup()}</TableCell>}
              <TableCell sx={{ ...numeric, fontWeight: 600 }}>{s.n()}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{s.ownValue()}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{s.values()}</TableCell>
              <TableCell sx={{ ...numeric, fontWeight: 600 }}>{s.acceptedFraction()}</TableCell>
              <TableCell sx={{ textAlign: 'center', fontWeight: 600 }}>{s.accepted()}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => {
              const own = r.counts.find((c) => c.valueId === r.ownValueId);
              return (
                <TableRow key={r.key} hover data-testid={`report-nominal-row-${r.key}`}>
                  <TableCell component="th" scope="row" sx={{ ...stickyFirst, fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {r.sampleName}
                  </TableCell>
                  {showResultGroup && <TableCell>{r.resultGroupId === null ? EMPTY_CELL : resultGroupName(r.resultGroupId)}</TableCell>}
                  <TableCell sx={numeric}>{r.n}</TableCell>
                  <TableCell sx={{ fontWeight: 600 }} data-testid="report-own-value">
                    {own ? localize(own.name, locale) : r.ownValueId === null ? EMPTY_CELL : String(r.ownValueId)}
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                      {r.counts.map((c) => (
                        <Tooltip key={c.valueId} title={c.accepted ? s.acceptedValue() : ''}>
                          <Chip
                            size="small"
                            variant={c.valueId === r.ownValueId ? 'filled' : 'outlined'}
                            color={c.accepted ? 'success' : 'default'}
                            label={`${localize(c.name, locale)}: ${s.count({ count: c.count, percent: fmt.fraction(c.fraction) })}`}
                          />
                        </Tooltip>
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell sx={numeric}>{fmt.fraction(r.acceptedFraction)}</TableCell>
                  <TableCell sx={{ textAlign: 'center' }} data-testid="report-accepted">
                    <AcceptedCell accepted={r.accepted} align="center" />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ScrollingTable>
    </Paper>
  );
}
