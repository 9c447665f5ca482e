import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Button, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../app/i18n';
import { LAB_DOCUMENTS, labDocumentUrl, type LabDocument } from './lab-tabs';

/** The Documents entry of the lab page (spec 1 §2): guide, evaluation modes, user manual PDFs. */
export function DocumentsMenu({ documents = LAB_DOCUMENTS }: { documents?: readonly LabDocument[] }) {
  const { LL, locale } = useI18n();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const names: Record<LabDocument, string> = {
    guide: LL.labs.documents.guide(),
    evaluation_modes: LL.labs.documents.evaluationModes(),
    user_manual: LL.labs.documents.userManual(),
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
        {documents.length === 0 && (
          <MenuItem disabled data-testid="lab-documents-not-found">
            {LL.notFound()}
          </MenuItem>
        )}
        {documents.map((document) => (
          <MenuItem
            key={document}
            component="a"
            href={labDocumentUrl(document, locale)}
            target="_blank"
            rel="noopener"
            onClick={() => setAnchor(null)}
            data-testid={`lab-document-${document}`}
          >
            <ListItemIcon>
              <PictureAsPdfOutlinedIcon fontSize="small" color="error" />
            </ListItemIcon>
            <ListItemText>{names[document]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
