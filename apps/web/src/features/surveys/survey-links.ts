import { demoDateHeader, currentDemoSettings } from '../../lib/demo-date';
import { appStorage } from '../../lib/storage';

/** "Now" as the server sees it: the demo date in demo mode, else the clock (for core's list-item rules). */
export function clientNow(): Date {
  const demo = demoDateHeader(currentDemoSettings(), appStorage.getDemoDate());
  return demo ? new Date(demo) : new Date();
}

/** Links to images are shown as pictures, other links as buttons. */
export function isImageUrl(url: string): boolean {
  return /\.(png|jpe?g|gif|webp|avif)(\?.*)?$/i.test(url);
}

/** REST paths (under /api/v1) of a survey's downloads (spec 1 §7 "Documents"). */
export const surveyDownloadPaths = {
  document: (labId: number, surveyId: number, path: string, locale: string) =>
    `/api/v1/labs/${labId}/surveys/${surveyId}/documents/${path.split('/').map(encodeURIComponent).join('/')}?locale=${encodeURIComponent(locale)}`,
  pdfPreview: (labId: number, surveyId: number, locale: string) =>
    `/api/v1/labs/${labId}/surveys/${surveyId}/documents/pdf-preview?locale=${encodeURIComponent(locale)}`,
  /** Regenerates the lab's generated document (org users) and answers the new one. */
  recreateDocument: (labId: number, document: { id: number; path: string }, params: { locale: string; userId: number }) =>
    `/api/v1/labs/${labId}/surveys/documents/recreateDownloadDocument/${encodeURIComponent(document.path)}` +
    `?locale=${encodeURIComponent(params.locale)}&document_id=${document.id}&user_id=${params.userId}`,
  /** A document of the lab's archive: its downloadPath (under /api/v1, with its document_id) in the interface language. */
  archiveDocument: (downloadPath: string, locale: string) =>
    `/api/v1${downloadPath}${downloadPath.includes('?') ? '&' : '?'}locale=${encodeURIComponent(locale)}`,
};
