import AutorenewIcon from '@mui/icons-material/Autorenew';
import { isRegenerableSurveyDocument, localize } from '@eqa/core';
import { CircularProgress, Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useReportError } from '../../app/error-reporting';
import { useI18n } from '../../app/i18n';
import { trpc } from '../../lib/trpc';
import { DocumentIcon } from './document-icon';
import { downloadFile } from './download';
import { RegenerateConfirmDialog } from './regenerate-confirm-dialog';
import type { SurveyDocument } from './survey-documents';
import { surveyDownloadPaths } from './survey-links';
import { useRegenerateAllDocuments, useRegenerateDocument } from './use-regenerate-documents';
import { IconMenuItem } from '../../components/icon-menu-item';

interface SurveyDownloadsMenuProps {
  labId: number;
  surveyId: number;
  orgId: number;
  orgUser: boolean;
  anchor: HTMLElement | null;
  open: boolean;
  onClose(): void;
}

/**
 * The download menu of the survey page's speed dial (spec 1 §2): the survey's documents
 * (surveys.documents; none → the disabled 'notFound' entry). Org users also regenerate the lab's
 * generated documents, one by one or all of them, each after its confirmation (spec 1 §6).
 */
export function SurveyDownloadsMenu({ labId, surveyId, orgId, orgUser, anchor, open, onClose }: SurveyDownloadsMenuProps) {
  const { LL, locale } = useI18n();
  const reportError = useReportError();
  const [confirming, setConfirming] = useState<'one' | 'all' | null>(null);
  // the document of the regenerate-one confirmation (kept while the dialog fades out)
  const [target, setTarget] = useState<SurveyDocument | null>(null);
  // refetch (the regenerations' re-reads) works while the menu is closed too
  const documents = trpc.surveys.documents.useQuery({ labId, surveyId, orgUser }, { enabled: open, meta: { errorAction: 'documents' } });
  const refetch = () => void documents.refetch();
  const one = useRegenerateDocument({ labId, refetch });
  const all = useRegenerateAllDocuments({ labId, surveyId, orgId, refetch });
  // the lab page has loaded it: names the lab in the confirmations
  const lab = trpc.labs.get.useQuery({ labId }, { enabled: orgUser, meta: { errorAction: 'lab' } });
  const labName = lab.data?.shortName ?? String(labId);
  const items = documents.data?.items;

  const download = (document: SurveyDocument) => {
    const run = () => void downloadFile(surveyDownloadPaths.document(labId, surveyId, document.path, locale)).catch((error: unknown) => reportError(error, { action: 'downloads', retry: run }));
    run();
  };
  const ask = (document: SurveyDocument | null) => {
    onClose();
    if (document) setTarget(document);
    setConfirming(document ? 'one' : 'all');
  };
  const confirm = async () => {
    if (confirming === 'all') await all.start();
    if (confirming === 'one' && target) await one.regenerate(target);
    setConfirming(null);
  };
  const title = (document: SurveyDocument) => localize(document.title, locale) || document.path;

  return (
    <>
      <Menu
        open={open}
        anchorEl={anchor}
        onClose={onClose}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        data-testid="survey-downloads-menu"
      >
        {documents.isPending && (
          <IconMenuItem disabled icon={<CircularProgress size={18} />} label={LL.survey.downloads.loading()} />
        )}
        {(items?.length === 0 || documents.isError) && (
          <MenuItem disabled data-testid="survey-downloads-none">
            {LL.notFound()}
          </MenuItem>
        )}
        {items?.map((document) => (
          <MenuItem
            key={document.id}
            onClick={() => {
              onClose();
              download(document);
            }}
            data-testid={`survey-download-${document.id}`}
          >
            <ListItemIcon>
              <DocumentIcon document={document} />
            </ListItemIcon>
            <ListItemText primary={title(document)} secondary={localize(document.subtitle, locale) || undefined} />
            {orgUser && isRegenerableSurveyDocument(document) && (
              <Tooltip title={LL.survey.downloads.regenerate()}>
                <IconButton
                  edge="end"
                  size="small"
                  sx={{ ml: 1 }}
                  aria-label={LL.survey.downloads.regenerateLabel({ title: title(document) })}
                  onClick={(event) => {
                    event.stopPropagation();
                    ask(document);
                  }}
                  data-testid={`survey-regenerate-${document.id}`}
                >
                  <AutorenewIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </MenuItem>
        ))}
        {orgUser && items && <Divider />}
        {orgUser && items && (
          <IconMenuItem onClick={() => ask(null)} disabled={all.following || all.starting} data-testid="survey-regenerate-all" icon={all.following ? <CircularProgress size={18} /> : <AutorenewIcon fontSize="small" />} label={all.following ? LL.survey.downloads.regeneratingAll() : LL.survey.downloads.regenerateAll()} />
        )}
      </Menu>
      <RegenerateConfirmDialog
        open={confirming === 'one'}
        title={LL.survey.downloads.regenerateOne.title()}
        texts={target ? [LL.survey.downloads.regenerateOne.text({ title: title(target), lab: labName })] : []}
        confirmLabel={LL.survey.downloads.regenerateOne.confirm()}
        busy={one.busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void confirm()}
        testId="survey-regenerate-confirm"
      />
      <RegenerateConfirmDialog
        open={confirming === 'all'}
        title={LL.survey.downloads.regenerateAllDialog.title()}
        texts={[LL.survey.downloads.regenerateAllDialog.text({ lab: labName }), LL.survey.downloads.regenerateAllDialog.background()]}
        confirmLabel={LL.survey.downloads.regenerateAllDialog.confirm()}
        busy={all.starting}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void confirm()}
        testId="survey-regenerate-all-confirm"
      />
    </>
  );
}
