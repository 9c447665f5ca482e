import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useI18n } from '../../app/i18n';

// the dialog and its data grid load when opened (not with the survey page)
const ImportResultsDialog = lazy(() => import('./import-results-dialog').then((m) => ({ default: m.ImportResultsDialog })));

/** The survey page's "Import from file" action (issue 36), shown where the lab may enter results. */
export function ImportResultsButton({ labId, surveyId, onSaved }: { labId: number; surveyId: number; onSaved(): void }) {
  const { LL } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)} data-testid="survey-import" className="no-print">
        {LL.lis.import.action()}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportResultsDialog labId={labId} surveyId={surveyId} onClose={() => setOpen(false)} onSaved={onSaved} />
        </Suspense>
      )}
    </>
  );
}
