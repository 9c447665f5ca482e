import { describe, expect, it } from 'vitest';
import { documentFileKind } from './survey-documents';
import { surveyDownloadPaths } from './survey-links';

describe('documentFileKind', () => {
  it('tells pdf, zip and images apart by media type, else by the path', () => {
    expect(documentFileKind({ mediaType: 'application/pdf', path: 'a' })).toBe('pdf');
    expect(documentFileKind({ mediaType: 'application/zip', path: 'a' })).toBe('zip');
    expect(documentFileKind({ mediaType: 'image/png', path: 'a' })).toBe('image');
    expect(documentFileKind({ mediaType: null, path: 'scan.JPG' })).toBe('image');
    expect(documentFileKind({ mediaType: 'application/octet-stream', path: 'results.zip' })).toBe('zip');
    expect(documentFileKind({ mediaType: 'application/msword', path: 'letter.doc' })).toBe('other');
  });
});

describe('surveyDownloadPaths of the lab’s documents', () => {
  it('recreates a document by its path, id, the interface language and the signed-in user', () => {
    expect(surveyDownloadPaths.recreateDocument(3, { id: 41, path: 'survey-9-lab-LAB 1.pdf' }, { locale: 'hu', userId: 7 })).toBe(
      '/api/v1/labs/3/surveys/documents/recreateDownloadDocument/survey-9-lab-LAB%201.pdf?locale=hu&document_id=41&user_id=7',
    );
  });

  it('downloads an archive document from its downloadPath in the interface language', () => {
    expect(surveyDownloadPaths.archiveDocument('/labs/3/surveys/documents/a.pdf?document_id=41', 'en')).toBe(
      '/api/v1/labs/3/surveys/documents/a.pdf?document_id=41&locale=en',
    );
    expect(surveyDownloadPaths.archiveDocument('/labs/3/surveys/documents/a.pdf', 'hu')).toBe('/api/v1/labs/3/surveys/documents/a.pdf?locale=hu');
  });
});
