import { describe, expect, it } from 'vitest';
import { withPortalLink } from './portal-link';

describe('the portal link of every e-mail', () => {
  it.each<[string, string, string, string]>([
    ['adds it in English', 'Hello', 'en', 'Hello\n\n-- \nEQA portal: https://eqa.example.test/\n'],
    ['adds it in Hungarian', 'Szia\n\n', 'hu', 'Szia\n\n-- \nEQA portál: https://eqa.example.test/\n'],
    ['adds it in English for another language', 'Hallo', 'de', 'Hallo\n\n-- \nEQA portal: https://eqa.example.test/\n'],
    ['leaves a mail that links the portal', 'Orders: https://eqa.example.test/labs/1', 'en', 'Orders: https://eqa.example.test/labs/1'],
  ])('%s', (_name, body, locale, expected) => {
    expect(withPortalLink(body, 'https://eqa.example.test', locale)).toBe(expected);
  });
});
