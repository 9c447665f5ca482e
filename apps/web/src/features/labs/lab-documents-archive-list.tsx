import { localize } from '@eqa/core';
import { formatFileSize } from '@eqa/i18n';
import { Box, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import { useI18n } from '../../app/i18n';
import { DocumentIcon } from '../surveys/document-icon';
import type { ArchiveDocument, ArchiveGroup } from './lab-documents-archive';

/** The documents of the lab's archive under their round headings (the year's own documents last). */
export function ArchiveList({ groups, onDownload }: { groups: ArchiveGroup[]; onDownload(document: ArchiveDocument): void }) {
  const { LL } = useI18n();
  return (
    <List disablePadding sx={{ '& ul': { p: 0 } }} data-testid="lab-archive-list">
      {groups.map((group) => (
        <li key={group.round?.id ?? 'year'}>
          <ul>
            {/* sticky over the rows: the dialog's own background, with its dark-theme elevation overlay */}
            <ListSubheader sx={{ lineHeight: 2.5, fontWeight: 600, borderBottom: 1, borderColor: 'divider', backgroundImage: 'var(--Paper-overlay)' }}>
              {group.round ? LL.labs.archive.roundHeading({ name: group.round.name }) : LL.labs.archive.yearDocuments()}
            </ListSubheader>
            {group.documents.map((document) => (
              <ArchiveRow key={document.id} document={document} onDownload={() => onDownload(document)} />
            ))}
          </ul>
        </li>
      ))}
    </List>
  );
}

/**
 * One document: its file icon, title and subtitle in the interface language, the survey's scheme, the
 * size. A list item holding the button: a round's list holds only items (axe 'list', WCAG 1.3.1).
 */
function ArchiveRow({ document, onDownload }: { document: ArchiveDocument; onDownload(): void }) {
  const { locale } = useI18n();
  const title = localize(document.title, locale) || document.path;
  const details = [document.survey?.schemeShortName, localize(document.subtitle, locale)].filter((part) => part !== undefined && part !== '').join(' · ');
  return (
    <ListItem disablePadding>
      <ListItemButton onClick={onDownload} data-testid={`lab-archive-document-${document.id}`}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <DocumentIcon document={document} />
        </ListItemIcon>
        <ListItemText primary={title} secondary={details || undefined} sx={{ minWidth: 0 }} slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }} />
        <Box component="span" sx={{ ml: 2, flexShrink: 0, typography: 'body2', color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {formatFileSize(document.size, locale)}
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
