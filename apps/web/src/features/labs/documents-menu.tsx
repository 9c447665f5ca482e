import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderCopyOutlinedIcon from '@mui/icons-material/FolderCopyOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Button, CircularProgress, Divider, IconButton, Menu, MenuItem, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useReportError } from '../../app/error-reporting';
import { useI18n } from '../../app/i18n';
import { trpc } from '../../lib/trpc';
import { downloadFile } from '../surveys/download';
import { LabDocumentsArchiveDialog } from './lab-documents-archive-dialog';
import { labDocumentsOf, labDocumentUrl, type LabDocument } from './lab-tabs';
import { IconMenuItem } from '../../components/icon-menu-item';

interface DocumentsMenuProps {
  orgId: number | undefined;
  labId: number;
  orgUser: boolean;
}

/**
 * The Documents entry of the lab page (spec 1 §2): the guide, evaluation modes and user manual PDFs
 * the org publishes (orgs.documents), downloaded in the interface language (none → 'notFound'), and
 * the lab's survey documents archive, and the Documents page (spec 2: legal notices, terms, guides).
 * The archive and the Documents page come first: the org's PDFs are listed when the menu opens, and a
 * list that grew above them moved them from under the pointer (a click meant for the archive opened a
 * PDF; seen in reports.e2e.ts under load).
 */
export function DocumentsMenu({ orgId, labId, orgUser }: DocumentsMenuProps) {
  const { LL, locale } = useI18n();
  const reportError = useReportError();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [archiveOpen, setArchiveOpen] = useState(false);
  const [, navigate] = useLocation();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const list = trpc.orgs.documents.useQuery({ orgId: orgId ?? 0 }, { enabled: anchor !== null && orgId !== undefined, meta: { errorAction: 'documents' } });
  // null while loading; a failed list (reported) shows the 'notFound' entry
  const documents = orgId === undefined || list.isError ? [] : list.data ? labDocumentsOf(list.data.items.map((d) => d.kind)) : null;
  const names: Record<LabDocument, string> = {
    guide: LL.labs.documents.guide(),
    evaluation_methods: LL.labs.documents.evaluationModes(),
    user_manual: LL.labs.documents.userManual(),
  };
  const download = (document: LabDocument) => {
    if (orgId === undefined) return;
    const run = () => void downloadFile(labDocumentUrl(orgId, document, locale)).catch((error: unknown) => reportError(error, { action: 'downloads', retry: run }));
    run();
  };
  return (
    <>
      {compact ? (
        <Tooltip title={LL.labs.documents.title()}>
          <IconButton
            onClick={(event) => setAnchor(event.currentTarget)}
            aria-label={LL.labs.documents.title()}
            aria-haspopup="menu"
            color="primary"
            data-testid="lab-documents-menu"
          >
            <DescriptionOutlinedIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          onClick={(event) => setAnchor(event.currentTarget)}
          startIcon={<DescriptionOutlinedIcon />}
          aria-haspopup="menu"
          data-testid="lab-documents-menu"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {LL.labs.documents.title()}
        </Button>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {/* the entries that are always there come first: the org's documents load when the menu opens,
            and what arrives below them moves nothing the pointer is already on */}
        <IconMenuItem
          onClick={() => {
            setAnchor(null);
            setArchiveOpen(true);
          }}
          data-testid="lab-documents-archive"
          icon={<FolderCopyOutlinedIcon fontSize="small" color="primary" />}
          label={LL.labs.documents.archive()}
        />
        <IconMenuItem
          onClick={() => {
            setAnchor(null);
            navigate('/documents');
          }}
          data-testid="lab-documents-all"
          icon={<GavelOutlinedIcon fontSize="small" color="primary" />}
          label={LL.labs.documents.all()}
        />
        <Divider />
        {documents === null && (
          <IconMenuItem disabled icon={<CircularProgress size={18} />} label={LL.labs.documents.loading()} />
        )}
        {documents?.length === 0 && (
          <MenuItem disabled data-testid="lab-documents-not-found">
            {LL.notFound()}
          </MenuItem>
        )}
        {documents?.map((document) => (
          <IconMenuItem
            key={document}
            onClick={() => {
              setAnchor(null);
              download(document);
            }}
            data-testid={`lab-document-${document}`}
            icon={<PictureAsPdfOutlinedIcon fontSize="small" color="error" />}
            label={names[document]}
          />
        ))}
      </Menu>
      <LabDocumentsArchiveDialog labId={labId} orgUser={orgUser} open={archiveOpen} onClose={() => setArchiveOpen(false)} />
    </>
  );
}
