import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { saveBlob } from '../../runtime/files/saveFile';
import { contentSecurityPolicy } from '../../server/frontEnd';

/**
 * What the links block and a result download field do to save a file (runtime/files/saveFile.ts: an
 * `<a download>` of an object URL), in Chromium under the console's own CSP, which allows no `blob:`
 * source: the file is saved as it was, and the policy is not violated. And an FAQ item (a native
 * `<details>`) is opened and closed from the keyboard. A page of its own, its script a file of the
 * same origin (the policy allows no inline script).
 */

const csp = contentSecurityPolicy(['http://127.0.0.1:9']);
const CSV = 'order,link\r\n#1001,https://shop.example.com/cart/c/1\r\n';
const page = `<!doctype html><html lang="en"><head><title>Save</title></head><body>
<button id="save" type="button">Download the links (CSV)</button>
<details><summary>A large request timed out</summary><p>Submit the same request again.</p></details>
<script src="/save.js"></script></body></html>`;
const script = `const saveBlob = ${saveBlob.toString()};
window.violations = [];
document.addEventListener('securitypolicyviolation', (event) => window.violations.push(event.violatedDirective));
document.getElementById('save').addEventListener('click', () => saveBlob('bulk-links.csv', new Blob([${JSON.stringify(CSV)}], { type: 'text/csv;charset=utf-8' })));`;

let server: Server;
let origin: string;

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const isScript = request.url === '/save.js';
    response.writeHead(200, { 'Content-Type': isScript ? 'text/javascript' : 'text/html', 'Content-Security-Policy': csp });
    response.end(isScript ? script : page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a text saved through an object URL arrives whole under its name, the console’s CSP unviolated', async ({ page: tab }) => {
  await tab.goto(`${origin}/`);
  const [download] = await Promise.all([tab.waitForEvent('download'), tab.getByRole('button', { name: 'Download the links (CSV)' }).click()]);
  expect(download.suggestedFilename()).toBe('bulk-links.csv');
  expect(await readFile(await download.path(), 'utf8')).toBe(CSV);
  expect(await tab.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});

test('an FAQ item opens with Enter and closes with Space from its summary', async ({ page: tab }) => {
  await tab.goto(`${origin}/`);
  const details = tab.locator('details');
  await tab.locator('summary').focus();
  await tab.keyboard.press('Enter');
  await expect(details).toHaveJSProperty('open', true);
  await expect(tab.getByText('Submit the same request again.')).toBeVisible();
  await tab.keyboard.press('Space');
  await expect(details).toHaveJSProperty('open', false);
});
