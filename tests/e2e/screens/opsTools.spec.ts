import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { uniqueWord } from '../support/adminApi';
import { expectAccessible, test as axeTest } from '../support/axe';
import { button, cellOf, findRow, openScreen, search } from '../support/grid';
import { signIn } from '../support/signIn';
import { expect, test } from '../support/test';

// Label Processes, Today (002 §2 Label tools, §3 Label process, §4, §8), Dev services (002 §2, §3
// Cluster status, §4, §8, §9) and Schedule drivers (002 §2: the route exists, its screen is not
// shown), screens/{exporter/export-process-report,dev-corner/dev-ecs-manage,schedule/drivers}.screen.json,
// against the real server.
test.use({ viewport: { width: 1280, height: 800 } });

const SWITCHED = 'Success: All ECS services have been turned on/off.';
/** The status block's tone colours (runtime/kinds/page/page.css): #1b6b2f running, #b3261e stopped. */
const GREEN = 'rgb(27, 107, 47)';
const RED = 'rgb(179, 38, 30)';

async function idToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    const stored: unknown = key ? JSON.parse(sessionStorage.getItem(key) ?? '{}') : {};
    return typeof stored === 'object' && stored !== null && 'id_token' in stored && typeof stored.id_token === 'string' ? stored.id_token : '';
  });
}

/** A sheet of `rows` orders (row 1 the headings), as the label exporters upload it. */
async function sheet(rows: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const labels = book.addWorksheet('Labels');
  labels.addRow(['Order', 'Recipient', 'Address']);
  for (let n = 1; n <= rows; n += 1) labels.addRow([100000 + n, `Recipient ${n}`, `${n} Main St, Winnipeg`]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Starts a label job through the label service (POST /labels/upload, 002 §7), as an exporter does. */
async function startLabelJob(page: Page, processId: string, exportFileName: string): Promise<void> {
  const response = await page.request.post('/api/labels/labels/upload', {
    headers: { Authorization: `Bearer ${await idToken(page)}` },
    multipart: {
      processId,
      exportFileName,
      maxSize: '300',
      file: { name: `${exportFileName}.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await sheet(150) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Every service shown in the clusters' status: its name, its text and its colour. */
async function services(page: Page): Promise<Array<{ name: string; text: string; color: string }>> {
  const items = page.getByRole('region', { name: 'Clusters' }).locator('.page-status__item');
  return items.evaluateAll((nodes) =>
    nodes.map((node) => {
      const value = node.querySelector('dd');
      return { name: node.querySelector('dt')?.textContent ?? '', text: value?.textContent?.trim() ?? '', color: value ? getComputedStyle(value).color : '' };
    }),
  );
}

async function turn(page: Page, label: 'Turn Off' | 'Turn On'): Promise<void> {
  await button(page, label).click();
  const confirm = page.getByRole('alertdialog', { name: label });
  await expect(confirm).toContainText(`${label === 'Turn Off' ? 'Turn off' : 'Turn on'} every ECS service of the dev clusters?`);
  await confirm.getByRole('button', { name: label, exact: true }).click();
}

function successAlert(page: Page): Locator {
  return page.locator('.page-alert').and(page.getByRole('status')).filter({ hasText: SWITCHED });
}

test.describe('Ops tools', () => {
  test("a label job started through the labels API shows in Label Processes with its percentage, then 'Completed'", async ({ page }) => {
    await signIn(page);
    const processId = `e2e-${uniqueWord(10)}`;
    const fileName = `Labels_${uniqueWord()}`;
    await startLabelJob(page, processId, fileName);
    await openScreen(page, 'Label Processes', 'Label Processes, Today');
    await search(page, processId, ['Process ID']);
    const row = await findRow(page, 'processId', processId);
    await expect(cellOf(row, 'exportFileName')).toHaveText(fileName);
    await expect(cellOf(row, 'type')).toHaveText('Callia');
    await expect(cellOf(row, 'percentage')).toHaveText(/^\d{1,2}(\.\d)?%$/);
    // 150 rows take 3 s + 15 s (docs/label-service.md): Refresh reads the progress again until it is done.
    await expect(async () => {
      await button(page, 'Refresh').click();
      await expect(cellOf(await findRow(page, 'processId', processId), 'percentage')).toHaveText('Completed', { timeout: 2_000 });
    }).toPass({ timeout: 40_000, intervals: [2_000] });
  });

  test('Dev services: Turn Off shows the sentence of 002 §8 and every service red Stopped; Turn On green Running', async ({ page }) => {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dev Services', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dev services', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Clusters' }).getByRole('region').first()).toBeVisible();
    expect((await services(page)).length).toBeGreaterThan(1);
    // The two buttons sit side by side, right under the title (the empty outcome area takes no room).
    const off = await page.getByRole('button', { name: 'Turn Off', exact: true }).boundingBox();
    const on = await page.getByRole('button', { name: 'Turn On', exact: true }).boundingBox();
    const title = await page.getByRole('heading', { level: 1, name: 'Dev services', exact: true }).boundingBox();
    if (!off || !on || !title) throw new Error('the title and both buttons are shown');
    expect(on.y).toBe(off.y);
    expect(on.x).toBeGreaterThan(off.x + off.width);
    expect(off.y - (title.y + title.height)).toBeLessThan(48);

    await turn(page, 'Turn Off');
    await expect(successAlert(page)).toBeVisible();
    await expect.poll(async () => (await services(page)).every((service) => service.text === '■ Stopped' && service.color === RED), { timeout: 10_000 }).toBe(true);

    await turn(page, 'Turn On');
    await expect(successAlert(page)).toBeVisible();
    await expect.poll(async () => (await services(page)).every((service) => service.text === '● Running' && service.color === GREEN), { timeout: 10_000 }).toBe(true);
  });

  test('/secure/schedule/drivers says it has no screen, inside the shell (menu shown), and is in no menu', async ({ page }) => {
    await signIn(page);
    await page.goto('/secure/schedule/drivers');
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule drivers', exact: true })).toBeVisible();
    await expect(page.getByText('Schedule drivers has no screen yet: the specification names this address but does not show what the screen holds.', { exact: true })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dev Services', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: /schedule drivers/i })).toHaveCount(0);
    await page.getByRole('link', { name: 'Open the Driver mass SMS hub' }).click();
    await expect(page).toHaveURL(/\/secure\/mass-sms-hub\/onfleet-drivers-today$/);
  });
});

axeTest('Label Processes, Dev services and Schedule drivers pass the accessibility check', async ({ page }) => {
  await signIn(page);
  await startLabelJob(page, `e2e-${uniqueWord(10)}`, `Labels_${uniqueWord()}`);
  await openScreen(page, 'Label Processes', 'Label Processes, Today');
  await expectAccessible(page, 'Label Processes, Today');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dev Services', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Clusters' }).getByRole('region').first()).toBeVisible();
  await expectAccessible(page, 'Dev services');
  await turn(page, 'Turn Off');
  await expect(successAlert(page)).toBeVisible();
  await expect.poll(async () => (await services(page)).every((service) => service.text === '■ Stopped'), { timeout: 10_000 }).toBe(true);
  await expectAccessible(page, 'Dev services, every service stopped, the outcome shown');
  await turn(page, 'Turn On');
  await expect(successAlert(page)).toBeVisible();
  await page.goto('/secure/schedule/drivers');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule drivers', exact: true })).toBeVisible();
  await expectAccessible(page, 'Schedule drivers');
});
