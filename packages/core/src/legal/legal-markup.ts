/**
 * The plain-text form in which org admins edit a legal document (docs/decisions/legal-documents.md):
 * blocks separated by blank lines; `# Heading` starts a section (text before the first heading is
 * the introduction); a block of `- item` lines is a bullet list, of `1. item` lines a numbered list,
 * of `| a | b |` lines a table whose first row is the header; any other block is a paragraph (a
 * leading `\` keeps a paragraph that starts like a marker a paragraph).
 */
export type LegalMarkupBlock = string | { ul: string[] } | { ol: string[] } | { table: { header: string[]; rows: string[][] } };

export interface LegalMarkupSection {
  heading: string;
  blocks: LegalMarkupBlock[];
}

export interface LegalMarkupText {
  intro: LegalMarkupBlock[];
  sections: LegalMarkupSection[];
}

/** The longest text of one document in one language. */
export const LEGAL_MARKUP_MAX_LENGTH = 200_000;

const BULLET = /^[-*]\s+/;
const NUMBERED = /^\d+[.)]\s+/;
const HEADING = /^#+\s+/;

function listItems(lines: string[], marker: RegExp): string[] {
  const items: string[] = [];
  for (const line of lines) {
    if (marker.test(line)) items.push(line.replace(marker, '').trim());
    else if (items.length > 0) items[items.length - 1] = `${items[items.length - 1]} ${line.trim()}`;
  }
  return items;
}

function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
}

function parseBlock(lines: string[]): LegalMarkupBlock {
  const first = lines[0] ?? '';
  if (BULLET.test(first)) return { ul: listItems(lines, BULLET) };
  if (NUMBERED.test(first)) return { ol: listItems(lines, NUMBERED) };
  if (first.startsWith('|') && lines.every((line) => line.startsWith('|'))) {
    const rows = lines.filter((line) => !/^\|[\s|:-]*$/.test(line)).map(tableCells);
    const [header = [], ...body] = rows;
    return { table: { header, rows: body } };
  }
  const text = lines.map((line) => line.trim()).join('\n');
  return text.startsWith('\\') ? text.slice(1) : text;
}

/** Parses the edited text (CRLF or LF) into the introduction and the sections. */
export function parseLegalMarkup(source: string): LegalMarkupText {
  const result: LegalMarkupText = { intro: [], sections: [] };
  let target = result.intro;
  let pending: string[] = [];
  const flush = (): void => {
    if (pending.length > 0) target.push(parseBlock(pending));
    pending = [];
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      flush();
      continue;
    }
    const trimmed = line.trimStart();
    if (HEADING.test(trimmed)) {
      flush();
      const section: LegalMarkupSection = { heading: trimmed.replace(HEADING, '').trim(), blocks: [] };
      result.sections.push(section);
      target = section.blocks;
      continue;
    }
    pending.push(trimmed);
  }
  flush();
  return result;
}

function paragraph(text: string): string {
  const flat = text.trim();
  return BULLET.test(flat) || NUMBERED.test(flat) || HEADING.test(flat) || flat.startsWith('|') || flat.startsWith('\\') ? `\\${flat}` : flat;
}

function cell(text: string): string {
  return text.replace(/\|/g, '/').replace(/\s*\n\s*/g, ' ').trim();
}

function serializeBlock(block: LegalMarkupBlock): string {
  if (typeof block === 'string') return paragraph(block);
  if ('ul' in block) return block.ul.map((item) => `- ${item.replace(/\s*\n\s*/g, ' ')}`).join('\n');
  if ('ol' in block) return block.ol.map((item, index) => `${index + 1}. ${item.replace(/\s*\n\s*/g, ' ')}`).join('\n');
  const row = (cells: string[]): string => `| ${cells.map(cell).join(' | ')} |`;
  return [row(block.table.header), ...block.table.rows.map(row)].join('\n');
}

/** The editable text of a document (parseLegalMarkup's inverse for what it produces). */
export function serializeLegalMarkup(text: LegalMarkupText): string {
  const parts = text.intro.map(serializeBlock);
  for (const section of text.sections) {
    parts.push(`# ${section.heading.replace(/\s*\n\s*/g, ' ').trim()}`);
    parts.push(...section.blocks.map(serializeBlock));
  }
  return `${parts.join('\n\n')}\n`;
}

/** A text with something to read: at least one section or introductory block. */
export function hasLegalContent(text: LegalMarkupText): boolean {
  return text.intro.length > 0 || text.sections.length > 0;
}
