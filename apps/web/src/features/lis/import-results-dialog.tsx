import { zodResolver } from '@hookform/resolvers/zod';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { Alert, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useReportError } from '../../app/error-reporting';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { FormDialog } from '../../components/forms/form-dialog';
import { DataList, type ListColumn } from '../../components/lists';
import { classifyError } from '../../lib/errors';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { messageText } from '../account/message-text';
import { downloadFile } from '../surveys/download';
import { CodeMappingsDialog } from './code-mappings-dialog';
import { importFormatOfFile, importRefusalText } from './import-messages';

type ImportReport = RouterOutputs['lis']['importResults'];
type ReportRow = ImportReport['rows'][number];

/** The form: one file (the zod resolver says when none is chosen). */
const ZImportFile = z.object({ file: z.custom<File | null>((value) => typeof File !== 'undefined' && value instanceof File, { message: 'requiredField' }) });

/** Files up to this size go through the web's import call (the tRPC body limit is 1 MB). */
const WEB_IMPORT_MAX_BYTES = 950_000;

export function resultsTemplatePath(labId: number, surveyId: number, locale: string): string {
  return `/api/v1/labs/${labId}/surveys/${surveyId}/results/template.csv?locale=${encodeURIComponent(locale)}&separator=${locale === 'hu' ? 'semicolon' : 'comma'}`;
}

/**
 * "Import from file" (issue 36): choose the filled template (CSV) or a FHIR Bundle, check it (a dry
 * run: the report lists every row, each refused one explained in the reader's language, on a data
 * grid), then save the checked file — all its values at once, or none while any row is refused.
 * Choosing another file asks for a new check.
 */
export function ImportResultsDialog({ labId, surveyId, onClose, onSaved }: { labId: number; surveyId: number; onClose(): void; onSaved(): void }) {
  const { LL, locale } = useI18n();
  const notify = useNotify();
  const reportError = useReportError();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const importResults = trpc.lis.importResults.useMutation();
  const form = useForm({ resolver: zodResolver(ZImportFile), defaultValues: { file: null } });
  const { field, fieldState } = useController({ control: form.control, name: 'file' });
  const [checked, setChecked] = useState<{ file: File; report: ImportReport } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mappingsOpen, setMappingsOpen] = useState(false);
  const file = field.value;
  const ready = checked !== null && checked.file === file && checked.report.refused === 0 && checked.report.accepted > 0;

  const submit = form.handleSubmit(async (values) => {
    const chosen = values.file;
    if (!chosen) return;
    setFileError(null);
    // the web's call carries the file in a tRPC body (at most 1 MB); REST takes 2 MB
    if (chosen.size > WEB_IMPORT_MAX_BYTES) {
      setFileError(LL.lis.import.tooLarge({ maxMegabytes: 1 }));
      return;
    }
    try {
      const content = await chosen.text();
      const report = await importResults.mutateAsync({ labId, surveyId, format: importFormatOfFile(chosen), fileName: chosen.name, content, dryRun: !ready });
      if (report.saved) {
        notify(LL.lis.import.saved({ count: report.accepted, name: chosen.name }));
        onSaved();
        onClose();
        return;
      }
      setChecked({ file: chosen, report });
    } catch (error) {
      const failure = classifyError(error);
      if (failure.kind === 'constraintViolation' && failure.param === 'file') {
        setFileError(messageText(LL, failure.type, LL.error.constraintViolation.message(), failure.params));
        return;
      }
      reportError(error, { action: 'savingResults' });
    }
  });

  const columns: Array<ListColumn<ReportRow>> = [
    { field: 'row', header: LL.lis.import.columns.row(), width: 80, type: 'number', card: 'title' },
    {
      field: 'status',
      header: LL.lis.import.columns.status(),
      width: 130,
      // refused sorts after accepted (the raw state), so a descending sort puts the refusals first
      value: (row) => row.status,
      render: (row) => (
        <Chip size="small" variant="outlined" color={row.status === 'accepted' ? 'success' : 'error'} label={LL.lis.import.status[row.status]()} data-testid={`import-row-status-${row.row}`} />
      ),
    },
    {
      field: 'message',
      header: LL.lis.import.columns.message(),
      flex: 1,
      minWidth: 240,
      value: (row) => (row.status === 'refused' ? importRefusalText(LL, row.type, row.params) : ''),
      render: (row) => (
        <Typography variant="body2" sx={{ whiteSpace: 'normal', py: 0.5 }} data-testid={`import-row-message-${row.row}`}>
          {row.status === 'refused' ? importRefusalText(LL, row.type, row.params) : ''}
        </Typography>
      ),
    },
  ];
  const report = checked && checked.file === file ? checked.report : null;

  // the mappings' dialog is a sibling: a form's submit bubbles through React portals to the enclosing form
  return (
    <>
    <FormDialog
      testId="import-results"
      title={LL.lis.import.title()}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      pending={importResults.isPending}
      maxWidth="md"
      submitLabel={ready ? LL.lis.import.save({ count: checked?.report.accepted ?? 0 }) : LL.lis.import.check()}
    >
      <Typography variant="body2" color="text.secondary">
        {LL.lis.import.intro()}
      </Typography>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Link
          component="button"
          type="button"
          onClick={() => void downloadFile(resultsTemplatePath(labId, surveyId, locale)).catch((error: unknown) => reportError(error, { action: 'downloads' }))}
          data-testid="import-template"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <DownloadIcon fontSize="small" />
          {LL.lis.import.template()}
        </Link>
        <Link component="button" type="button" onClick={() => setMappingsOpen(true)} data-testid="import-code-mappings">
          {LL.lis.mappings.action()}
        </Link>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <input
          id={inputId}
          ref={inputRef}
          type="file"
          accept=".csv,.txt,.json,text/csv,application/json,application/fhir+json"
          hidden
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFileError(null);
            field.onChange(chosen);
            event.target.value = '';
          }}
          data-testid="import-file-input"
        />
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => inputRef.current?.click()} data-testid="import-choose-file">
          {LL.lis.import.chooseFile()}
        </Button>
        <Typography variant="body2" data-testid="import-file-name">
          {file ? LL.lis.import.chosen({ name: file.name }) : LL.lis.import.noFile()}
        </Typography>
      </Stack>
      {fieldState.error && (
        <Typography variant="body2" color="error" role="alert">
          {LL.requiredField()}
        </Typography>
      )}
      {fileError && (
        <Alert severity="error" data-testid="import-file-error">
          {fileError}
        </Alert>
      )}
      {report && (
        <Stack spacing={1} data-testid="import-report">
          <Alert severity={report.refused > 0 ? 'warning' : report.accepted > 0 ? 'success' : 'info'} data-testid="import-summary">
            {report.accepted === 0 && report.refused === 0 ? LL.lis.import.nothingToSave() : LL.lis.import.summary({ accepted: report.accepted, refused: report.refused })}
            {report.refused > 0 && (
              <>
                {' '}
                {LL.lis.import.refusedHint()}
              </>
            )}
          </Alert>
          <DataList
            rows={report.rows}
            columns={columns}
            getRowId={(row) => row.row}
            initialSort={[{ field: 'status', sort: report.refused > 0 ? 'desc' : 'asc' }]}
            label={LL.lis.import.report()}
            testId="import-report-grid"
          />
        </Stack>
      )}
    </FormDialog>
    {mappingsOpen && <CodeMappingsDialog labId={labId} onClose={() => setMappingsOpen(false)} />}
    </>
  );
}
