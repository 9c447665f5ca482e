import type { RouterOutputs } from '../../lib/trpc';

/** A document of a survey's download menu (surveys.documents). */
export type SurveyDocument = RouterOutputs['surveys']['documents']['items'][number];

/** Spec 1 §3 "Files carry type and name; pdf, zip and images get distinct icons". */
export type DocumentFileKind = 'pdf' | 'zip' | 'image' | 'other';

/** The kind of a document's file, from its media type or else its path. */
export function documentFileKind(document: { mediaType: string | null; path: string }): DocumentFileKind {
  const type = `${document.mediaType ?? ''} ${document.path}`.toLowerCase();
  if (type.includes('pdf')) return 'pdf';
  if (type.includes('zip')) return 'zip';
  if (type.includes('image') || /\.(png|jpe?g|gif|webp)$/.test(type)) return 'image';
  return 'other';
}
