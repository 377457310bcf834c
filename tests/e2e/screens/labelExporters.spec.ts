import type { Page, Response } from '@playwright/test';
import ExcelJS from 'exceljs';
import { pdfText } from '../../support/pdfText';
import { uniqueWord } from '../support/adminApi';
import { expectAccessible, test as axeTest } from '../support/axe';
import { button } from '../support/grid';
import { signIn } from '../support/signIn';
import { alertReading, openPageFromMenu } from '../support/pageSteps';
import { expect, test } from '../support/test';

// The label exporters of 002 §2 Label tools, §4 Label export, §5 Label forms, §7 Label service
// host, §8 Labels against the real label service: screens/exporter/{large-labels,
// callia-excel-to-pdf,callia-word-to-pdf,callia-gift-box}.screen.json.
test.use({ viewport: { width: 1280, height: 800 } });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A small sheet of orders: row 1 the headers, then one row per order. */
async function ordersSheet(rows: readonly (readonly string[])[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Orders');
  sheet.addRow(['Order', 'Recipient', 'Address']);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

interface LabelProcess {
  processId: string;
  exportFileName: string;
  percentage: number;
  message: string;
  pdfRemote: string;
}

/** The answers of GET /labels/query the screen gets, in order. */
function progressAnswers(page: Page): LabelProcess[] {
  const answers: LabelProcess[] = [];
  page.on('response', (response: Response) => {
    if (response.request().method() === 'GET' && response.url().includes('/labels/query')) {
      void response.json().then((body: LabelProcess) => answers.push(body), () => undefined);
    }
  });
  return answers;
}

test.describe('Label exporters', () => {
  test('Excel to PDF (EDM, BC, CG, TR and MB): a sheet drives the bar up to 100, says it is done, resets the form, and the PDF lists the rows', async ({ page }) => {
    await signIn(page);
    await openPageFromMenu(page, 'Excel to PDF (EDM, BC, CG, TR, MB)', 'Excel to PDF (EDM, BC, CG, TR and MB)');
    const word = uniqueWord();
    const fileName = page.getByLabel('Export File Name', { exact: true });
    const perFile = page.getByLabel('Max Orders Per File', { exact: true });
    // 002 §9: the new labels template shows 50 orders per file, pages 10 (Default), Onfleet 1, pulled tag 0.
    await expect(perFile).toHaveValue('50');
    await expect(page.getByLabel('Pages', { exact: true })).toContainText('Default');
    await expect(page.getByRole('radio', { name: 'Onfleet (driver initials)' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Do not tag' })).toBeChecked();
    // 002 §5: orders per file is digits only, no leading zero; anything else empties the box.
    await perFile.fill('12a');
    await expect(perFile).toHaveValue('');
    await perFile.fill('0');
    await expect(perFile).toHaveValue('');
    await perFile.fill('1');
    await expect(perFile).toHaveValue('1');

    let uploads = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/labels/upload')) uploads += 1;
    });
    // The mailboxes are the 002 §7 lookups': the warehouses' order mailboxes, then the hubs' dispatch ones.
    const mailbox = page.getByLabel('Email The Labels To', { exact: true });
    await mailbox.selectOption({ label: 'Winnipeg orders (orders.winnipeg@example.ca)' });
    await expect(mailbox.locator('option', { hasText: 'Winnipeg Hub dispatch (dispatch.winnipeg@example.ca)' })).toHaveCount(1);
    await page.getByLabel('Email Subject', { exact: true }).fill(`Labels ${word}`);
    await page.getByLabel('Email Message', { exact: true }).fill('Printed for the morning run.');
    await expect(page.getByRole('radio', { name: 'Attach the PDF' })).toBeChecked();
    const answers = progressAnswers(page);
    await fileName.fill(`Edmonton ${word}`);
    await page.getByLabel('Excel File (.xlsx)', { exact: true }).setInputFiles({
      name: `${word}.xlsx`,
      mimeType: XLSX,
      buffer: await ordersSheet([[`#${word}-1`, 'Marie Tremblay', '12 Main St'], [`#${word}-2`, 'Jean Roy', '40 Portage Ave']]),
    });
    // Before any export, 'Last export' has nothing to head: no title stands over the page's own.
    await expect(page.getByRole('heading', { name: 'Last export' })).toBeHidden();
    await button(page, 'Export').click();
    const bar = page.getByRole('progressbar', { name: 'Progress' });
    await expect(bar).toBeVisible();
    await expect(alertReading(page, 'status', 'File exporting successfully done')).toBeVisible({ timeout: 20_000 });
    // The form is reset: orders per file 300 from now on (002 §9: the new labels form shows 50 at first).
    await expect(fileName).toHaveValue('');
    await expect(perFile).toHaveValue('300');
    await expect(bar).toHaveCount(0);

    // Sent once, with the browser's processId and the name with underscores; polled until 100, only upward
    // (the e-mail's parts sent: tests/component/labelExporterUpload.test.tsx).
    expect(uploads).toBe(1);
    expect(answers.length).toBeGreaterThanOrEqual(2);
    const percents = answers.map((answer) => answer.percentage);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    const last = answers.at(-1);
    expect(last?.percentage).toBe(100);
    expect(last?.processId).toMatch(/^[0-9a-f-]{36}$/);
    expect(last?.exportFileName).toBe(`Edmonton_${word}`);
    const pdf = await page.request.get(last?.pdfRemote ?? '');
    expect(pdf.status()).toBe(200);
    const text = await pdfText(new Uint8Array(await pdf.body()));
    expect(text).toContain(`#${word}-1`);
    expect(text).toContain('Jean Roy');

    // A finished export leads to its PDF: its address under 'Last export', and in Label Processes.
    await expect(page.getByRole('heading', { name: 'Last export' })).toBeVisible();
    const lastExport = page.locator('dl').filter({ hasText: last?.pdfRemote ?? '' });
    await expect(lastExport.getByRole('link', { name: last?.pdfRemote ?? '', exact: true })).toHaveAttribute('href', last?.pdfRemote ?? '');
    await expect(lastExport.getByText(`Labels ready: 2 orders in Edmonton_${word}.pdf, e-mailed to orders.winnipeg@example.ca.`)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('exporter-finished.png') });

    // The alert hides after 5.5 s (002 §9).
    await expect(alertReading(page, 'status', 'File exporting successfully done')).toHaveCount(0, { timeout: 8_000 });
    await expect(lastExport).toBeVisible();
    await openPageFromMenu(page, 'Label Processes', 'Label Processes, Today');
    const row = page.getByRole('row').filter({ hasText: `Edmonton_${word}` });
    await expect(row.getByText(last?.pdfRemote ?? '', { exact: true })).toBeVisible();
  });

  test("Excel to PDF: a file that is no workbook is refused at upload: 'Labels generation failed' and the reason, the form kept", async ({ page }) => {
    await signIn(page);
    await openPageFromMenu(page, 'Excel to PDF (EDM, BC, CG, TR, MB)', 'Excel to PDF (EDM, BC, CG, TR and MB)');
    const fileName = page.getByLabel('Export File Name', { exact: true });
    await fileName.fill(uniqueWord());
    await page.getByLabel('Excel File (.xlsx)', { exact: true }).setInputFiles({ name: 'broken.xlsx', mimeType: XLSX, buffer: Buffer.from('not a workbook at all') });
    await button(page, 'Export').click();
    await expect(alertReading(page, 'alert', 'Labels generation failed: The file broken.xlsx is not an .xlsx workbook.')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(fileName).not.toHaveValue('');
  });

  test("Curated Gift Box: when the progress cannot be read, 'Network Error. Please try again'", async ({ page }) => {
    await signIn(page);
    await openPageFromMenu(page, 'Curated Gift Box Labels', 'Curated Gift Box labels');
    await page.route('**/labels/query**', (route) => route.abort('connectionrefused'));
    const word = uniqueWord();
    await page.getByLabel('Export File Name', { exact: true }).fill(`Gift ${word}`);
    await page.getByLabel('Excel File (.xlsx)', { exact: true }).setInputFiles({ name: `${word}.xlsx`, mimeType: XLSX, buffer: await ordersSheet([[`#${word}`, 'Ana Silva', '3 Elm St']]) });
    await button(page, 'Export').click();
    await expect(alertReading(page, 'alert', 'Network Error. Please try again')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('Word to PDF refuses a file that is not .docx beside the field and sends nothing', async ({ page }) => {
    await signIn(page);
    await openPageFromMenu(page, 'Word to PDF', 'Word to PDF');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/labels/')) sent.push(request.url());
    });
    const file = page.getByLabel('Word File (.docx)', { exact: true });
    await file.setInputFiles({ name: 'cards.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(page.getByText('Only a Word file (.docx) can be converted.')).toBeVisible();
    await button(page, 'Export').click();
    await expect(page.getByText('Please choose the Word file (.docx)')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(sent).toEqual([]);
  });
});

axeTest('the Curated Gift Box exporter passes the accessibility check, its messages shown', async ({ page }) => {
  await signIn(page);
  await openPageFromMenu(page, 'Curated Gift Box Labels', 'Curated Gift Box labels');
  await button(page, 'Export').click();
  await expect(page.getByText('Please enter the export file name')).toBeVisible();
  await expectAccessible(page, 'Curated Gift Box labels');
});
