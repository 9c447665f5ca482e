import { describe, expect, it } from 'vitest';
import { hasLegalContent, parseLegalMarkup, serializeLegalMarkup, type LegalMarkupText } from './legal-markup';

describe('parseLegalMarkup', () => {
  const cases: Array<{ title: string; source: string; expected: LegalMarkupText }> = [
    { title: 'empty', source: '  \n\n', expected: { intro: [], sections: [] } },
    { title: 'an introduction paragraph', source: 'Hello\nworld', expected: { intro: ['Hello\nworld'], sections: [] } },
    {
      title: 'sections with paragraphs and lists (CRLF)',
      source: 'Intro\r\n\r\n# 1. Terms\r\nFirst.\r\n\r\n- a\r\n- b\r\n  continued\r\n\r\n1. one\r\n2. two\r\n# 2. End\r\nLast.',
      expected: { intro: ['Intro'], sections: [{ heading: '1. Terms', blocks: ['First.', { ul: ['a', 'b continued'] }, { ol: ['one', 'two'] }] }, { heading: '2. End', blocks: ['Last.'] }] },
    },
    {
      title: 'a table, its separator row skipped',
      source: '# Panels\n| Name | Seat |\n|---|---|\n| Budapest | Budapest |\n| Pécs | Pécs |',
      expected: { intro: [], sections: [{ heading: 'Panels', blocks: [{ table: { header: ['Name', 'Seat'], rows: [['Budapest', 'Budapest'], ['Pécs', 'Pécs']] } }] }] },
    },
    { title: 'an escaped paragraph stays a paragraph', source: '\\- not a list', expected: { intro: ['- not a list'], sections: [] } },
  ];
  for (const c of cases) it(c.title, () => expect(parseLegalMarkup(c.source)).toEqual(c.expected));
});

describe('serializeLegalMarkup', () => {
  const texts: LegalMarkupText[] = [
    { intro: ['Intro – ő, ű'], sections: [{ heading: '1. Definitions', blocks: ['A paragraph.', { ul: ['x', 'y'] }, { ol: ['p', 'q'] }] }] },
    { intro: [], sections: [{ heading: 'Panels', blocks: [{ table: { header: ['Name', 'Seat'], rows: [['A', 'B']] } }, '- starts like a list'] }] },
  ];
  for (const [index, text] of texts.entries()) {
    it(`round-trips through parseLegalMarkup (${index})`, () => expect(parseLegalMarkup(serializeLegalMarkup(text))).toEqual(text));
  }

  it('writes headings and list markers', () => {
    expect(serializeLegalMarkup(texts[0]!)).toBe('Intro – ő, ű\n\n# 1. Definitions\n\nA paragraph.\n\n- x\n- y\n\n1. p\n2. q\n');
  });
});

describe('hasLegalContent', () => {
  it.each([
    ['', false],
    ['x', true],
    ['# Only a heading', true],
  ])('%j → %s', (source, expected) => expect(hasLegalContent(parseLegalMarkup(source))).toBe(expected));
});
