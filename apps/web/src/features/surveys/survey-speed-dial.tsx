import FolderZipIcon from '@mui/icons-material/FolderZipOutlined';
import HelpIcon from '@mui/icons-material/HelpOutlined';
import HistoryIcon from '@mui/icons-material/History';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { SpeedDial, SpeedDialAction, Stack } from '@mui/material';
import { useRef, useState } from 'react';
import { useReportError } from '../../app/error-reporting';
import { useI18n } from '../../app/i18n';
import { downloadFile } from './download';
import { SurveyDownloadsMenu } from './survey-downloads-menu';
import { surveyDownloadPaths } from './survey-links';

interface SurveySpeedDialProps {
  labId: number;
  surveyId: number;
  /** The survey's organisation (the regenerate-all job runs under it). */
  orgId: number;
  orgUser: boolean;
  pdfDownloadDisabled: boolean;
  onInstructions(): void;
  onHistory(): void;
}

/**
 * The survey page's speed dial (spec 1 §2): instructions, history (org users only), the download
 * menu of the survey's documents (with the regenerate actions of org users) and the preview PDF
 * (unless the scheme version disables PDF downloads).
 */
export function SurveySpeedDial({ labId, surveyId, orgId, orgUser, pdfDownloadDisabled, onInstructions, onHistory }: SurveySpeedDialProps) {
  const { LL, locale } = useI18n();
  const reportError = useReportError();
  const [open, setOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);

  const download = (path: string) => {
    const run = () => void downloadFile(path).catch((error: unknown) => reportError(error, { action: 'downloads', retry: run }));
    run();
  };

  const actions = [
    { key: 'instructions', icon: <HelpIcon />, title: LL.survey.actions.instructions(), run: onInstructions, shown: true },
    { key: 'history', icon: <HistoryIcon />, title: LL.survey.actions.history(), run: onHistory, shown: orgUser },
    { key: 'downloads', icon: <FolderZipIcon />, title: LL.survey.actions.downloads(), run: () => setMenuOpen(true), shown: true },
    {
      key: 'preview',
      icon: <PictureAsPdfIcon />,
      title: LL.survey.actions.previewPdf(),
      run: () => download(surveyDownloadPaths.pdfPreview(labId, surveyId, locale)),
      // spec 1 §6: preview downloads are for org users
      shown: orgUser && !pdfDownloadDisabled,
    },
  ].filter((a) => a.shown);

  return (
    <>
      <SpeedDial
        ref={anchor}
        ariaLabel={LL.survey.actions.speedDial()}
        // a floating button says what it holds: its label beside the icon, the actions' labels beside them when open
        icon={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <MoreVertIcon />
            <span>{LL.survey.actions.speedDial()}</span>
          </Stack>
        }
        open={open}
        onOpen={(_event, reason) => reason !== 'focus' && setOpen(true)}
        onClose={() => setOpen(false)}
        sx={{ position: 'fixed', bottom: 24, right: 24, zIndex: (theme) => theme.zIndex.speedDial, alignItems: 'flex-end', '& .MuiSpeedDial-actions': { alignItems: 'flex-end', pr: 1 } }}
        className="no-print"
        FabProps={{ variant: 'extended', 'data-testid': 'survey-speed-dial' } as object}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.key}
            icon={action.icon}
            slotProps={{ tooltip: { title: action.title, open: open, placement: 'left' }, staticTooltipLabel: { sx: { whiteSpace: 'nowrap' } }, fab: { 'data-testid': `speed-dial-${action.key}`, 'aria-label': action.title } as object }}
            onClick={() => {
              setOpen(false);
              // the actions hide as the dial closes: the dial's own button holds the focus, so a dialog the
              // action opens gives it back there when it closes (not to the page body; issue 32)
              anchor.current?.querySelector<HTMLElement>('.MuiSpeedDial-fab')?.focus();
              action.run();
            }}
          />
        ))}
      </SpeedDial>
      <SurveyDownloadsMenu
        labId={labId}
        surveyId={surveyId}
        orgId={orgId}
        orgUser={orgUser}
        anchor={anchor.current}
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
      />
    </>
  );
}
