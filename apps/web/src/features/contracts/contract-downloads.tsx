import DownloadIcon from '@mui/icons-material/Download';
import GavelIcon from '@mui/icons-material/Gavel';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { formatDateTime } from '@eqa/i18n';
import { useState } from 'react';
import { useI18n } from '../../app/i18n';
import { useReportError } from '../../app/error-reporting';
import { trpc } from '../../lib/trpc';
import { DocumentIcon } from '../surveys/document-icon';
import { downloadFile } from '../surveys/download';

/** A REST path of the API (`/legal_documents/guide?locale=en`) as the browser fetches it. */
export function apiPath(path: string): string {
  return path.startsWith('/api/') ? path : `/api/v1${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The legal documents in the reader's language first, then the others (spec 2 Contract page, Documents page). */
export function downloadLanguages(locales: string[], reader: string): string[] {
  return [...locales].sort((a, b) => (a === reader ? -1 : b === reader ? 1 : a.localeCompare(b)));
}

/** The contract documents, newest first: title, created date and an icon by media type (spec 2 Contract page). */
export function ContractDocumentsMenu({ labId, orgId }: { labId: number; orgId: number }) {
  const { LL, locale } = useI18n();
  const reportError = useReportError();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const documents = trpc.contracts.documents.useQuery({ labId, orgId, offset: 0, limit: 50 }, { meta: { errorAction: 'contracts' } });
  const items = [...(documents.data?.items ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return (
    <>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu" data-testid="contract-documents-menu" loading={documents.isLoading} loadingPosition="start">
        {LL.contracts.page.documents()}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.length === 0 && <MenuItem disabled>{LL.contracts.page.noDocuments()}</MenuItem>}
        {items.map((document) => (
          <MenuItem
            key={document.id}
            data-testid={`contract-document-${document.id}`}
            onClick={() => {
              setAnchor(null);
              downloadFile(apiPath(document.downloadPath)).catch((error: unknown) => reportError(error, { action: 'contracts' }));
            }}
          >
            <ListItemIcon>
              <DocumentIcon document={{ mediaType: document.mediaType, path: document.downloadPath }} />
            </ListItemIcon>
            <ListItemText primary={document.title[locale] ?? document.title.en ?? ''} secondary={formatDateTime(document.createdAt, locale)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

type LegalName = 'termsAndConditions' | 'dataPrivacyStatement' | 'dataPrivacyIncidentReport' | 'conciliationPanels' | 'legalNotice' | 'guide' | 'evaluationMethods' | 'userManual' | 'ediAgreement';

/** The contract page's legal documents: each by name, in each language it exists in. */
export const CONTRACT_LEGAL_DOCUMENTS: readonly LegalName[] = ['termsAndConditions', 'dataPrivacyStatement', 'dataPrivacyIncidentReport', 'conciliationPanels'];

export function LegalDocumentsMenu({ orgId, names = CONTRACT_LEGAL_DOCUMENTS }: { orgId?: number; names?: readonly LegalName[] }) {
  const { LL, locale } = useI18n();
  const reportError = useReportError();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const legal = trpc.contracts.legalDocuments.useQuery(orgId ? { orgId } : {}, { meta: { errorAction: 'contracts' } });
  const items = (legal.data?.items ?? []).filter((item) => names.includes(item.name));
  return (
    <>
      <Button variant="outlined" startIcon={<GavelIcon />} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu" data-testid="contract-legal-menu" loading={legal.isLoading} loadingPosition="start">
        {LL.contracts.page.legalDocuments()}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.flatMap((item) =>
          downloadLanguages(item.locales, locale).map((language) => (
            <MenuItem
              key={`${item.name}-${language}`}
              data-testid={`contract-legal-${item.name}-${language}`}
              onClick={() => {
                setAnchor(null);
                downloadFile(apiPath(item.downloads[language] ?? `${item.downloadPath}?locale=${language}`)).catch((error: unknown) => reportError(error, { action: 'contracts' }));
              }}
            >
              <ListItemIcon>
                <DocumentIcon document={{ mediaType: item.mediaType, path: item.downloadPath }} />
              </ListItemIcon>
              <ListItemText primary={LL.contracts.legalDocuments[item.name]()} secondary={LL.language[language as 'en' | 'hu']?.() ?? language.toUpperCase()} />
            </MenuItem>
          )),
        )}
      </Menu>
    </>
  );
}
