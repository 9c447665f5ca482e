import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import FolderZipIcon from '@mui/icons-material/FolderZipOutlined';
import HelpIcon from '@mui/icons-material/HelpOutlined';
import HistoryIcon from '@mui/icons-material/History';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { CircularProgress, ListItemIcon, ListItemText, Menu, MenuItem, SpeedDial, SpeedDialAction } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { z } from 'zod';
import { useReportError } from '../../app/error-reporting';
import { useI18n } from '../../app/i18n';
import { downloadFile, fetchJson, RestError } from './download';
import { surveyDownloadPaths } from './survey-links';

const ZSurveyDocument = z.object({
  id: z.union([z.number(), z.string()]),
  type: z.string().nullish(),
  title: z.union([z.string(), z.record(z.string(), z.string())]).nullish(),
  subtitle: z.union([z.string(), z.record(z.string(), z.string())]).nullish(),
  path: z.string(),
  mediaType: z.string().nullish(),
});
type SurveyDocument = z.infer<typeof ZSurveyDocument>;
const ZSurveyDocuments = z.union([z.array(ZSurveyDocument), z.object({ items: z.array(ZSurveyDocument) }).transform((o) => o.items)]);

function textOf(value: SurveyDocument['title'], locale: string): string {
  if (!value) return '';
  if (typeof value === 'string') return value;
  return value[locale] ?? value.en ?? Object.values(value)[0] ?? '';
}

function iconOf(document: SurveyDocument): ReactNode {
  const type = `${document.mediaType ?? ''} ${document.path}`.toLowerCase();
  if (type.includes('pdf')) return <PictureAsPdfIcon fontSize="small" />;
  if (type.includes('zip')) return <FolderZipIcon fontSize="small" />;
  if (type.includes('image') || /\.(png|jpe?g)$/.test(type)) return <ImageIcon fontSize="small" />;
  return <DescriptionIcon fontSize="small" />;
}

interface SurveySpeedDialProps {
  labId: number;
  surveyId: number;
  orgUser: boolean;
  pdfDownloadDisabled: boolean;
  onInstructions(): void;
  onHistory(): void;
}

/**
 * The survey page's speed dial (spec 1 §2): instructions, history (org users only), the download
 * menu of the survey's documents (GET …/documents; none → the disabled 'notFound' entry) and the
 * preview PDF (unless the scheme version disables PDF downloads).
 */
export function SurveySpeedDial({ labId, surveyId, orgUser, pdfDownloadDisabled, onInstructions, onHistory }: SurveySpeedDialProps) {
  const { LL, locale } = useI18n();
  const reportError = useReportError();
  const [open, setOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);

  const documents = useQuery({
    queryKey: ['survey-documents', labId, surveyId, orgUser],
    enabled: menuOpen,
    queryFn: async (): Promise<SurveyDocument[]> => {
      try {
        return ZSurveyDocuments.parse(await fetchJson(`${surveyDownloadPaths.documents(labId, surveyId)}?org_user=${orgUser ? 'true' : 'false'}`));
      } catch (error) {
        // no document list for this survey: the menu shows its 'notFound' entry
        if (error instanceof RestError && error.status === 404) return [];
        throw error;
      }
    },
    meta: { errorAction: 'documents' },
  });

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
        icon={<MoreVertIcon />}
        open={open}
        onOpen={(_event, reason) => reason !== 'focus' && setOpen(true)}
        onClose={() => setOpen(false)}
        sx={{ position: 'fixed', bottom: 24, right: 24, zIndex: (theme) => theme.zIndex.speedDial }}
        className="no-print"
        FabProps={{ 'data-testid': 'survey-speed-dial' } as object}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.key}
            icon={action.icon}
            slotProps={{ tooltip: { title: action.title, open: open, placement: 'left' }, fab: { 'data-testid': `speed-dial-${action.key}`, 'aria-label': action.title } as object }}
            onClick={() => {
              setOpen(false);
              action.run();
            }}
          />
        ))}
      </SpeedDial>
      <Menu
        open={menuOpen}
        anchorEl={anchor.current}
        onClose={() => setMenuOpen(false)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        data-testid="survey-downloads-menu"
      >
        {documents.isPending && (
          <MenuItem disabled>
            <ListItemIcon>
              <CircularProgress size={18} />
            </ListItemIcon>
            <ListItemText>{LL.survey.downloads.loading()}</ListItemText>
          </MenuItem>
        )}
        {documents.data?.length === 0 && (
          <MenuItem disabled data-testid="survey-downloads-none">
            {LL.notFound()}
          </MenuItem>
        )}
        {documents.data?.map((document) => (
          <MenuItem
            key={String(document.id)}
            onClick={() => {
              setMenuOpen(false);
              download(surveyDownloadPaths.document(labId, surveyId, document.path, locale));
            }}
            data-testid={`survey-download-${String(document.id)}`}
          >
            <ListItemIcon>{iconOf(document)}</ListItemIcon>
            <ListItemText primary={textOf(document.title, locale) || document.path} secondary={textOf(document.subtitle, locale) || undefined} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
