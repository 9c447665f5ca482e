import { chromium } from '@playwright/test';
const extra = process.argv.slice(2);
const args = ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync', ...extra];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const cdp = await browser.newBrowserCDPSession();
const n = Number(process.env.N ?? 1);
for (let i = 0; i < n; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('data:text/html,<h1>hello</h1>');
  if (i === 0) { const { targetInfos } = await cdp.send('Target.getTargets'); console.log(extra.join(' '), targetInfos.map(t => `${t.type} ${t.url}`).join(' | ')); }
  await context.close();
}
await browser.close();
