import { CircularProgress, Dialog, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState, type HTMLAttributes } from 'react';
import { useReportError } from '../../app/error-reporting';
import { useI18n } from '../../app/i18n';
import { trpc } from '../../lib/trpc';
import { downloadFile } from '../surveys/download';
import { surveyDownloadPaths } from '../surveys/survey-links';
import { ArchiveList } from './lab-documents-archive-list';
import {
  archiveDocumentsOf,
  archiveQueryRound,
  archiveRoundOptions,
  archiveYears,
  groupArchiveByRound,
  resolveArchiveRound,
  resolveArchiveYear,
  type ArchiveDocument,
  type ArchiveRoundChoice,
} from './lab-documents-archive';
import { DialogCloseActions } from '../../components/dialog-close-actions';

interface LabDocumentsArchiveDialogProps {
  labId: number;
  /** Org users also see the org's general 'other' documents. */
  orgUser: boolean;
  open: boolean;
  onClose(): void;
}

const selectDisplay = (testId: string, label: string) => ({ SelectDisplayProps: { 'data-testid': testId, 'aria-label': label } as HTMLAttributes<HTMLDivElement> });

const roundChoiceOf = (value: string): ArchiveRoundChoice => (value === 'all' || value === 'year' ? value : Number(value));

/**
 * The lab's document archive (spec 1 §7 "Documents": GET …/surveys/documents/year-and-round/all and
 * …/documents/{year}/{round}): a year (newest by default) and a round (all by default), the documents
 * under round headings; a row downloads its document in the interface language.
 */
export function LabDocumentsArchiveDialog({ labId, orgUser, open, onClose }: LabDocumentsArchiveDialogProps) {
  const { LL, locale } = useI18n();
  const reportError = useReportError();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const [chosenRound, setChosenRound] = useState<ArchiveRoundChoice>('all');

  const rounds = trpc.surveys.documentRounds.useQuery({ labId, orgUser }, { enabled: open, meta: { errorAction: 'documents' } });
  const years = archiveYears(rounds.data?.items ?? []);
  const year = resolveArchiveYear(years, chosenYear);
  const roundOptions = archiveRoundOptions(rounds.data?.items ?? [], year);
  const round = resolveArchiveRound(roundOptions, chosenRound);
  const list = trpc.surveys.labDocuments.useQuery(
    { labId, year: year ?? 0, round: archiveQueryRound(round), orgUser },
    { enabled: open && year !== null, meta: { errorAction: 'documents' } },
  );
  const groups = list.data ? groupArchiveByRound(archiveDocumentsOf(list.data.items, round)) : null;

  const download = (document: ArchiveDocument) => {
    const run = () =>
      void downloadFile(surveyDownloadPaths.archiveDocument(document.downloadPath, locale)).catch((error: unknown) => reportError(error, { action: 'downloads', retry: run }));
    run();
  };
  const roundLabel = (value: ArchiveRoundChoice, name: string | null) =>
    value === 'all' ? LL.labs.archive.allRounds() : value === 'year' ? LL.labs.archive.yearDocuments() : (name ?? '');

  const message = (text: string, testId: string) => (
    <Typography color="text.secondary" sx={{ px: 3, py: 4, textAlign: 'center' }} data-testid={testId}>
      {text}
    </Typography>
  );
  const loading = (
    <Stack direction="row" spacing={1.5} sx={{ px: 3, py: 4, justifyContent: 'center', alignItems: 'center' }} data-testid="lab-archive-loading">
      <CircularProgress size={22} />
      <Typography color="text.secondary">{LL.labs.archive.loading()}</Typography>
    </Stack>
  );

  let body;
  if (rounds.isPending || (year !== null && list.isPending)) body = loading;
  else if (rounds.isError || list.isError) body = message(LL.notFound(), 'lab-archive-empty');
  else if (year === null) body = message(LL.labs.archive.none(), 'lab-archive-empty');
  else if (!groups || groups.length === 0) body = message(LL.labs.archive.empty(), 'lab-archive-empty');
  else
    body = <ArchiveList groups={groups} onDownload={download} />;

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth scroll="paper" data-testid="lab-documents-archive-dialog" aria-labelledby="lab-archive-title">
      <DialogTitle id="lab-archive-title">{LL.labs.archive.title()}</DialogTitle>
      <Stack direction="row" spacing={2} sx={{ px: 3, pb: 2, pt: 1 }}>
        <TextField
          select
          size="small"
          label={LL.labs.archive.year()}
          value={year === null ? '' : String(year)}
          disabled={years.length === 0}
          onChange={(event) => {
            setChosenYear(Number(event.target.value));
            setChosenRound('all');
          }}
          sx={{ width: { xs: 110, sm: 140 }, flexShrink: 0 }}
          slotProps={{ select: selectDisplay('lab-archive-year', LL.labs.archive.year()) }}
        >
          {years.map((y) => (
            <MenuItem key={y} value={String(y)} data-testid={`lab-archive-year-${y}`}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={LL.labs.archive.round()}
          value={String(round)}
          disabled={year === null}
          onChange={(event) => setChosenRound(roundChoiceOf(event.target.value))}
          sx={{ flex: 1, minWidth: 0, maxWidth: 320 }}
          slotProps={{ select: selectDisplay('lab-archive-round', LL.labs.archive.round()) }}
        >
          {roundOptions.map((option) => (
            <MenuItem key={String(option.value)} value={String(option.value)} data-testid={`lab-archive-round-${option.value}`}>
              {roundLabel(option.value, option.name)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <DialogContent dividers sx={{ p: 0, minHeight: { sm: 280 } }}>
        {body}
      </DialogContent>
      <DialogCloseActions onClose={onClose} testId="lab-archive-close" />
    </Dialog>
  );
}
