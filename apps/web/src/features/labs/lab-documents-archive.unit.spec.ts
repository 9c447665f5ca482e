import { describe, expect, it } from 'vitest';
import {
  archiveDocumentsOf,
  archiveQueryRound,
  archiveRoundOptions,
  archiveYears,
  groupArchiveByRound,
  resolveArchiveRound,
  resolveArchiveYear,
  type ArchiveDocument,
  type ArchiveRound,
} from './lab-documents-archive';

const r1 = { id: 11, name: '2026/1', ordinal: 1 };
const r2 = { id: 12, name: '2026/2', ordinal: 2 };
const old = { id: 5, name: '2025/3', ordinal: 3 };

const rounds: ArchiveRound[] = [
  { year: 2026, round: r2, count: 2 },
  { year: 2026, round: r1, count: 1 },
  { year: 2026, round: null, count: 1 },
  { year: 2025, round: old, count: 4 },
];

const document = (id: number, round: ArchiveDocument['round']): ArchiveDocument => ({
  id,
  type: round ? 'survey' : 'year',
  title: { en: `Document ${id}` },
  subtitle: null,
  path: `d${id}.pdf`,
  locale: null,
  ordinal: 0,
  mediaType: 'application/pdf',
  size: 100,
  custom: false,
  labSpecific: round !== null,
  year: 2026,
  round,
  survey: round ? { id: 100 + id, schemeShortName: 'KK', schemeName: null } : null,
  downloadPath: `/labs/1/surveys/documents/d${id}.pdf?document_id=${id}`,
});

describe('archive years', () => {
  it('lists each year once, newest first', () => {
    expect(archiveYears([...rounds].reverse())).toEqual([2026, 2025]);
    expect(archiveYears([])).toEqual([]);
  });

  it('keeps a chosen year that has documents, else takes the newest', () => {
    expect(resolveArchiveYear([2026, 2025], null)).toBe(2026);
    expect(resolveArchiveYear([2026, 2025], 2025)).toBe(2025);
    expect(resolveArchiveYear([2026, 2025], 2019)).toBe(2026);
    expect(resolveArchiveYear([], null)).toBeNull();
  });
});

describe('archive round options', () => {
  it('offers all rounds, each round of the year newest first, then the year’s own documents', () => {
    expect(archiveRoundOptions(rounds, 2026)).toEqual([
      { value: 'all', name: null },
      { value: 12, name: '2026/2' },
      { value: 11, name: '2026/1' },
      { value: 'year', name: null },
    ]);
  });

  it('has no year entry without documents of the whole year', () => {
    expect(archiveRoundOptions(rounds, 2025)).toEqual([
      { value: 'all', name: null },
      { value: 5, name: '2025/3' },
    ]);
    expect(archiveRoundOptions(rounds, null)).toEqual([{ value: 'all', name: null }]);
  });

  it('falls back to all rounds when the chosen one is not of the year', () => {
    const options = archiveRoundOptions(rounds, 2025);
    expect(resolveArchiveRound(options, 5)).toBe(5);
    expect(resolveArchiveRound(options, 12)).toBe('all');
    expect(resolveArchiveRound(options, 'year')).toBe('all');
  });

  it('asks the server for every document of the year to show the year’s own ones', () => {
    expect(archiveQueryRound('year')).toBe('all');
    expect(archiveQueryRound('all')).toBe('all');
    expect(archiveQueryRound(12)).toBe('12');
    const answer = [document(1, r2), document(2, null)];
    expect(archiveDocumentsOf(answer, 'year').map((d) => d.id)).toEqual([2]);
    expect(archiveDocumentsOf(answer, 'all').map((d) => d.id)).toEqual([1, 2]);
  });
});

describe('groupArchiveByRound', () => {
  it('puts documents under their round, newest round first, the year’s own documents last, keeping the list order', () => {
    const groups = groupArchiveByRound([document(4, null), document(1, r1), document(2, r2), document(3, r1), document(5, r2)]);
    expect(groups.map((g) => [g.round?.name ?? null, g.documents.map((d) => d.id)])).toEqual([
      ['2026/2', [2, 5]],
      ['2026/1', [1, 3]],
      [null, [4]],
    ]);
  });

  it('has no groups without documents', () => {
    expect(groupArchiveByRound([])).toEqual([]);
  });
});
