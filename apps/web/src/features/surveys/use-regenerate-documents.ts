import { useState } from 'react';
import { useReportError } from '../../app/error-reporting';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { trpc } from '../../lib/trpc';
import { useProfile } from '../auth/profile-context';
import { downloadFile } from './download';
import { useSurveyJobRun, type SurveyJobRun } from '../config/surveys/use-survey-job-run';
import type { SurveyDocument } from './survey-documents';
import { surveyDownloadPaths } from './survey-links';

/**
 * Regenerates one of the lab's generated documents (spec 1 §2 "regenerate-one-document"): the recreate
 * download answers the new file, which is saved; then the list is re-read (the new document has a new
 * id) and a notification says it is done. Failures go to the error dialog with Retry.
 */
export function useRegenerateDocument({ labId, refetch }: { labId: number; refetch(): void }) {
  const { LL, locale } = useI18n();
  const profile = useProfile();
  const notify = useNotify();
  const reportError = useReportError();
  const [busy, setBusy] = useState(false);

  const regenerate = async (document: SurveyDocument): Promise<void> => {
    setBusy(true);
    try {
      await downloadFile(surveyDownloadPaths.recreateDocument(labId, document, { locale, userId: profile.user.id }));
      notify(LL.survey.downloads.regenerateOne.done());
    } catch (error) {
      reportError(error, { action: 'regeneratingDocuments', retry: () => void regenerate(document) });
    } finally {
      setBusy(false);
      refetch();
    }
  };
  return { regenerate, busy };
}

interface RegenerateAllOptions {
  labId: number;
  surveyId: number;
  orgId: number;
  refetch(): void;
}

/**
 * Regenerates all documents of this lab in this survey (spec 1 §2 "regenerate-all-documents"): starts
 * the documents job (config.surveys.createDocuments with overwrite, for this lab only) and follows its
 * run until it has finished; notifies the start and the end (or the failure), then re-reads the list.
 */
export function useRegenerateAllDocuments({ labId, surveyId, orgId, refetch }: RegenerateAllOptions) {
  const { LL } = useI18n();
  const profile = useProfile();
  const notify = useNotify();
  const reportError = useReportError();
  const [started, setStarted] = useState<SurveyJobRun | null>(null);
  const mutation = trpc.config.surveys.createDocuments.useMutation();

  useSurveyJobRun(orgId, surveyId, started, (finished) => {
    setStarted(null);
    refetch();
    if (finished.status === 'succeeded') notify(LL.survey.downloads.regenerateAllDialog.finished());
    else notify(LL.survey.downloads.regenerateAllDialog.failed(), 'error');
  });

  const start = async (): Promise<void> => {
    try {
      const queued = await mutation.mutateAsync({ orgId, id: surveyId, overwriteDocuments: true, userId: profile.user.id, labId });
      notify(LL.survey.downloads.regenerateAllDialog.started(), 'info');
      setStarted(queued);
    } catch (error) {
      reportError(error, { action: 'regeneratingDocuments', retry: () => void start() });
    }
  };
  return { start, starting: mutation.isPending, following: started !== null };
}
