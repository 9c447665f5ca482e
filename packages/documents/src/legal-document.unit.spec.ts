import { describe, expect, it } from 'vitest';
import { parseLegalMarkup } from '@eqa/core';
import { legalDocumentTitles, legalTemplateMarkup, legalText, renderLegalDocumentPdf } from './legal-document';
import { LEGAL_DOCUMENT_NAMES } from './legal-text-model';
import { extractPdfText } from './testing/extract-pdf-text';
import { provider } from './testing/fixtures';


describe('the legal and help documents', () => {
  it('exist for every name in both languages with the same structure', () => {
    for (const name of LEGAL_DOCUMENT_NAMES) {
      const en = legalText(name, 'en', provider);
      const hu = legalText(name, 'hu', provider);
      expect({ name, sections: hu.sections.length, intro: hu.intro.length }).toEqual({ name, sections: en.sections.length, intro: en.intro.length });
      hu.sections.forEach((section, index) => expect(section.blocks.length, `${name} ${index}`).toBe(en.sections[index]?.blocks.length));
      const titles = legalDocumentTitles(name);
      expect(titles.en).not.toBe(titles.hu);
    }
  });

  it.each(LEGAL_DOCUMENT_NAMES)('%s renders a readable PDF in English and Hungarian', async (name) => {
    for (const locale of ['en', 'hu'] as const) {
      const pdf = await renderLegalDocumentPdf(name, locale, provider);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await extractPdfText(pdf);
      expect(text).toContain(legalDocumentTitles(name)[locale]);
      expect(text).toContain('Minőségügyi Körvizsgálati Szolgáltató Kft.');
      expect(text).toContain('info@eqa.example.org');
      expect(text.length).toBeGreaterThan(900);
    }
  });

  it('has the real content: terms, privacy rights, the panels and the scores', async () => {
    const terms = await extractPdfText(await renderLegalDocumentPdf('termsAndConditions', 'hu', provider));
    expect(terms).toContain('Általános szerződési feltételek');
    expect(terms).toContain('validáló jelszóval');
    const privacy = await extractPdfText(await renderLegalDocumentPdf('dataPrivacyStatement', 'en', provider));
    expect(privacy).toContain('Art. 15');
    expect(privacy).toContain('NAIH');
    const panels = await extractPdfText(await renderLegalDocumentPdf('conciliationPanels', 'hu', provider));
    expect(panels).toContain('Budapesti Békéltető Testület');
    expect(panels).toContain('Zala Megyei Békéltető Testület');
    const methods = await extractPdfText(await renderLegalDocumentPdf('evaluationMethods', 'en', provider));
    expect(methods).toContain('z = (x − x_pt) / σ_pt');
    expect(methods).toContain('√');
  });
});

describe('legalTemplateMarkup (the start of a first version)', () => {
  for (const name of ['termsAndConditions', 'dataPrivacyStatement', 'conciliationPanels'] as const) {
    for (const locale of ['en', 'hu'] as const) {
      it(`keeps every section of ${name} (${locale}) through the edit markup`, () => {
        const parsed = parseLegalMarkup(legalTemplateMarkup(name, locale, provider));
        const builtIn = legalText(name, locale, provider);
        expect(parsed.sections.map((s) => s.heading)).toEqual(builtIn.sections.map((s) => s.heading));
        expect(parsed.intro.length).toBe(builtIn.intro.length);
      });
    }
  }
});
