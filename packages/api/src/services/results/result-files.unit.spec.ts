import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../../http/plain-routes';
import { parseContextFilter } from '../surveys/get-form-parameters';
import { cleanFileName } from './result-files';

describe('result document names', () => {
  it('keeps the base name, drops control characters, caps the length and falls back to "document"', () => {
    expect(cleanFileName('C:\\Users\\lab\\report.pdf')).toBe('report.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('bad\u0000\nname.pdf')).toBe('badname.pdf');
    expect(cleanFileName('   ')).toBe('document');
    expect(cleanFileName(null)).toBe('document');
    expect(cleanFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(255);
  });

  it('answers an RFC 6266 Content-Disposition with an ASCII fallback', () => {
    expect(contentDisposition('Jelentés "1".pdf')).toBe(`attachment; filename="Jelent_s _1_.pdf"; filename*=UTF-8''Jelent%C3%A9s%20%221%22.pdf`);
  });
});

describe('context filter', () => {
  it("reads 'dimension' and 'dimension:valueId'", () => {
    expect(parseContextFilter('method')).toEqual({ dimensionId: 'method', valueId: null });
    expect(parseContextFilter('method:12')).toEqual({ dimensionId: 'method', valueId: 12 });
  });
});
