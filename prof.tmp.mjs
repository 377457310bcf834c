import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const p = await b.newPage({ viewport: { width: 1280, height: 800 } });
await p.goto('http://127.0.0.1:5990/');
await p.getByRole('button', { name: 'Sign in with Google' }).click();
await p.getByLabel('E-mail').fill('alex.morgan@example.com');
await p.getByLabel('Password').fill('console-demo');
await p.getByRole('button', { name: 'Sign in' }).click();
await p.waitForURL(/secure/);
const url = 'http://127.0.0.1:5990/secure/' + process.argv[2];
for (let i = 0; i < 3; i++) {
  await p.goto('about:blank');
  await p.goto(url);
  await p.waitForSelector('.ag-row', { timeout: 20000 });
  await p.waitForTimeout(500);
}
const entries = await p.evaluate(() => [
  ...performance.getEntriesByType('navigation').map(e => ({ n: 'NAV', s: 0, rs: e.responseStart, e: e.responseEnd, dcl: e.domContentLoadedEventEnd })),
  ...performance.getEntriesByType('resource').map(e => ({ n: e.name.replace(location.origin, ''), s: Math.round(e.startTime), rs: Math.round(e.responseStart), e: Math.round(e.responseEnd), size: e.transferSize })),
  ...performance.getEntriesByType('paint').map(e => ({ n: e.name, s: Math.round(e.startTime) })),
]);
for (const e of entries.sort((a,b)=>a.s-b.s)) console.log(JSON.stringify(e));
await b.close();
