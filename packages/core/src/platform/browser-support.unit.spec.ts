import { describe, expect, it } from 'vitest';
import { detectBrowser, isOutdatedBrowser } from './browser-support';

const UA = {
  chrome120: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.110 Safari/537.36',
  chrome95: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/95.0.4638.69 Safari/537.36',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  edge94: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/94.0.4606.81 Safari/537.36 Edg/94.0.992.50',
  edge95: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/95.0.4638.54 Safari/537.36 Edg/95.0.1020.30',
  opera80: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/94.0.4606.81 Safari/537.36 OPR/80.0.4170.63',
  opera81: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/95.0.4638.69 Safari/537.36 OPR/81.0.4196.31',
  firefox93: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:93.0) Gecko/20100101 Firefox/93.0',
  firefox94: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:94.0) Gecko/20100101 Firefox/94.0',
  safari14: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Safari/605.1.15',
  safari17: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
};

describe('browser detection (spec 1 §5: chrome 96, safari 15, firefox 94, opera 81, edge 95)', () => {
  it('tells Edge and Opera from the Chrome they are built on, and Chrome from Safari', () => {
    expect(detectBrowser(UA.edge95)).toEqual({ name: 'edge', version: 95 });
    expect(detectBrowser(UA.opera81)).toEqual({ name: 'opera', version: 81 });
    expect(detectBrowser(UA.chrome120)).toEqual({ name: 'chrome', version: 120 });
    expect(detectBrowser(UA.headless)).toEqual({ name: 'chrome', version: 131 });
    expect(detectBrowser(UA.safari17)).toEqual({ name: 'safari', version: 17 });
    expect(detectBrowser(UA.firefox94)).toEqual({ name: 'firefox', version: 94 });
  });

  it.each([
    ['chrome120', false],
    ['chrome95', true],
    ['edge94', true],
    ['edge95', false],
    ['opera80', true],
    ['opera81', false],
    ['firefox93', true],
    ['firefox94', false],
    ['safari14', true],
    ['safari17', false],
  ] as const)('%s outdated: %s', (name, outdated) => {
    expect(isOutdatedBrowser(UA[name])).toBe(outdated);
  });

  it('does not warn about a browser it does not know', () => {
    expect(detectBrowser(UA.ie11)).toBeNull();
    expect(isOutdatedBrowser(UA.ie11)).toBe(false);
    expect(isOutdatedBrowser('')).toBe(false);
  });
});
