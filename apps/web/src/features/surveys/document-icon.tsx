import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import FolderZipIcon from '@mui/icons-material/FolderZipOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { documentFileKind } from './survey-documents';

/** The icon of a document's file (spec 1 §3: pdf, zip and images get distinct icons). */
export function DocumentIcon({ document }: { document: { mediaType: string | null; path: string } }) {
  switch (documentFileKind(document)) {
    case 'pdf':
      return <PictureAsPdfIcon fontSize="small" />;
    case 'zip':
      return <FolderZipIcon fontSize="small" />;
    case 'image':
      return <ImageIcon fontSize="small" />;
    default:
      return <DescriptionIcon fontSize="small" />;
  }
}
