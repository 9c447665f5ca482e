import type { RouterOutputs } from '../../lib/trpc';

/** A year and round with documents (surveys.documentRounds; round null: the year's own documents). */
export type ArchiveRound = RouterOutputs['surveys']['documentRounds']['items'][number];
/** A document of the lab's archive (surveys.labDocuments). */
export type ArchiveDocument = RouterOutputs['surveys']['labDocuments']['items'][number];
type RoundRef = NonNullable<ArchiveRound['round']>;

/** The round select: every document of the year, one round (its id), or the year's own documents. */
export type ArchiveRoundChoice = 'all' | 'year' | number;

export interface ArchiveRoundOption {
  value: ArchiveRoundChoice;
  /** The round's name (null for 'all' and 'year', which the dialog names). */
  name: string | null;
}

/** The years of the archive, newest first. */
export function archiveYears(rounds: readonly ArchiveRound[]): number[] {
  return [...new Set(rounds.map((r) => r.year))].sort((a, b) => b - a);
}

/** The chosen year while it has documents, else the newest one (null: no documents at all). */
export function resolveArchiveYear(years: readonly number[], chosen: number | null): number | null {
  return chosen !== null && years.includes(chosen) ? chosen : (years[0] ?? null);
}

const newestRoundFirst = (a: RoundRef, b: RoundRef) => b.ordinal - a.ordinal || b.id - a.id;

/** The choices of the round select for a year: all rounds, each round (newest first), then the year's own documents when it has some. */
export function archiveRoundOptions(rounds: readonly ArchiveRound[], year: number | null): ArchiveRoundOption[] {
  const ofYear = rounds.filter((r) => r.year === year);
  const named = ofYear
    .map((r) => r.round)
    .filter((r): r is RoundRef => r !== null)
    .sort(newestRoundFirst);
  return [
    { value: 'all', name: null },
    ...named.map((r) => ({ value: r.id, name: r.name })),
    ...(ofYear.some((r) => r.round === null) ? [{ value: 'year' as const, name: null }] : []),
  ];
}

/** The chosen round while the year offers it, else every round. */
export function resolveArchiveRound(options: readonly ArchiveRoundOption[], chosen: ArchiveRoundChoice): ArchiveRoundChoice {
  return options.some((o) => o.value === chosen) ? chosen : 'all';
}

/**
 * The round segment of surveys.labDocuments for a choice ('all' or a round id as text): the year's own
 * documents come with 'all' and are picked out by archiveDocumentsOf.
 */
export function archiveQueryRound(choice: ArchiveRoundChoice): string {
  return choice === 'year' ? 'all' : String(choice);
}

/** The documents a choice shows of what surveys.labDocuments answered for archiveQueryRound(choice). */
export function archiveDocumentsOf(documents: readonly ArchiveDocument[], choice: ArchiveRoundChoice): ArchiveDocument[] {
  return choice === 'year' ? documents.filter((d) => d.round === null) : [...documents];
}

export interface ArchiveGroup {
  /** The round; null: the documents of the whole year. */
  round: RoundRef | null;
  documents: ArchiveDocument[];
}

/** The documents under round headings: rounds newest first, the year's own documents last; list order kept within a group. */
export function groupArchiveByRound(documents: readonly ArchiveDocument[]): ArchiveGroup[] {
  const groups = new Map<number | null, ArchiveGroup>();
  for (const document of documents) {
    const key = document.round?.id ?? null;
    const group = groups.get(key);
    if (group) group.documents.push(document);
    else groups.set(key, { round: document.round, documents: [document] });
  }
  return [...groups.values()].sort((a, b) => {
    if (a.round === null || b.round === null) return (a.round === null ? 1 : 0) - (b.round === null ? 1 : 0);
    return newestRoundFirst(a.round, b.round);
  });
}
