import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { onSignedInServer } from '../support/signedInServer';
import { documentBomb, imageBomb, lyingArchive, workbookBomb } from '../support/uploadBombs';

/**
 * Every call that takes an uploaded file bounds what it inflates to before it reads it: a small
 * file that inflates to 50 MB (one cell, one run of text, a PNG's pixels) is refused with a 400
 * naming the limit, quickly, while the server goes on answering others, and the process never
 * comes near 1.5 GiB. Before the bound, one such 49 KB workbook held the server for over a
 * minute at 3-4 GiB.
 */

let origin: string;
let token: string;

onSignedInServer((server) => ({ origin, token } = server));

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const CELL = 50_000_000;
const GIB = 1024 * 1024 * 1024;

const CART = [{ productTitle: 'Sunny Days', variantTitle: 'Deluxe', productType: 'Flowers', quantity: 1 }];

const bombs: { workbook?: Uint8Array; document?: Uint8Array } = {};
const workbook = async () => (bombs.workbook ??= await workbookBomb(CELL));
const document = async () => (bombs.document ??= await documentBomb(CELL));

let next = 0;
const processId = () => `bomb${Date.now().toString(36)}${(next += 1)}`;

function formOf(texts: Record<string, string>, field: string, bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(texts)) form.set(key, value);
  form.set(field, new Blob([Uint8Array.from(bytes)], { type }), name);
  return form;
}

interface Route {
  path: string;
  form(sheet?: Uint8Array): Promise<FormData>;
  /** Where the answer names the limit: the error sentence and the file field. */
  field: string;
  limit: RegExp;
}

const INFLATED_LIMIT = /inflates to more than 20 MiB, the most an upload may inflate to/;
const CELL_LIMIT = /one cell holds more than 32,767 characters, the most one cell may hold/;

const ROUTES: Record<string, Route> = {
  'labels: Excel to PDF': {
    path: '/api/labels/labels/upload',
    form: async (sheet) => formOf({ processId: processId(), exportFileName: 'BOMB', maxSize: '300' }, 'file', sheet ?? (await workbook()), 'bomb.xlsx', XLSX_TYPE),
    field: 'file',
    limit: INFLATED_LIMIT,
  },
  'labels: Curated Gift Box': {
    path: '/api/labels/labels/uploadEshipper',
    form: async (sheet) => formOf({ processId: processId(), exportFileName: 'BOMB', maxSize: '300' }, 'file', sheet ?? (await workbook()), 'bomb.xlsx', XLSX_TYPE),
    field: 'file',
    limit: INFLATED_LIMIT,
  },
  'labels: Word to PDF': {
    path: '/api/labels/labels/word2pdf',
    form: async () => formOf({ processId: processId() }, 'file', await document(), 'bomb.docx', DOCX_TYPE),
    field: 'file',
    limit: INFLATED_LIMIT,
  },
  'bulk orders': {
    path: '/api/admin/orders/bulk',
    form: async (sheet) => formOf({ tags: 'Acme', shippingType: 'Standard', alertEmail: 'ops@example.com', cart: JSON.stringify(CART) }, 'xlsxBuffer', sheet ?? (await workbook()), 'orders.xlsx', XLSX_TYPE),
    field: 'xlsxBuffer',
    limit: INFLATED_LIMIT,
  },
  'bulk pre-pulls': {
    path: '/api/admin/order-pull/bulk',
    form: async (sheet) => formOf({ prefix: 'Bomb' }, 'xlsxBuffer', sheet ?? (await workbook()), 'pulls.xlsx', XLSX_TYPE),
    field: 'xlsxBuffer',
    limit: INFLATED_LIMIT,
  },
  'delivery image': {
    path: '/api/admin/order/fulfilltask/imageupload',
    form: () => Promise.resolve(formOf({ orderId: '#1001' }, 'file', imageBomb(20_000), 'porch.png', 'image/png')),
    field: 'file',
    limit: /20000 × 20000 pixels \(400 million\), more than 100 million pixels, the most a delivery image may hold/,
  },
};

/** An ordinary call, timed: what staff elsewhere are doing while the bomb is sent. */
async function otherCall(): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const answer = await fetch(`${origin}/api/admin/warehouse`, { headers: { authorization: `Bearer ${token}` } });
  await answer.arrayBuffer();
  return { status: answer.status, ms: Date.now() - started };
}

describe('an upload that inflates to far more than it weighs', () => {
  afterAll(() => {
    bombs.workbook = undefined;
    bombs.document = undefined;
  });

  it('is small: the workbook with a 50 MB cell weighs under 100 KB', async () => {
    expect((await workbook()).byteLength).toBeLessThan(100 * 1024);
    expect((await document()).byteLength).toBeLessThan(100 * 1024);
    expect(imageBomb(20_000).byteLength).toBeLessThan(100 * 1024);
  });

  it.each(Object.keys(ROUTES))('%s: refused with 400 naming the limit, while another call is answered', async (name) => {
    const route = ROUTES[name];
    if (!route) throw new Error(name);
    const body = await route.form();
    const started = Date.now();
    const [upload, other] = await Promise.all([
      fetch(`${origin}${route.path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body }).then(async (answer) => ({ status: answer.status, body: (await answer.json()) as { error?: string; fields?: Record<string, string> } })),
      otherCall(),
    ]);
    expect(upload.status).toBe(400);
    expect(upload.body.fields?.[route.field]).toMatch(route.limit);
    expect(`${upload.body.error} ${upload.body.fields?.[route.field]}`).toMatch(route.limit);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(other.status).toBe(200);
    expect(other.ms).toBeLessThan(5_000);
  });

  it.each(['labels: Excel to PDF', 'labels: Curated Gift Box', 'bulk orders', 'bulk pre-pulls'])('%s: a cell of 100,000 characters (well within 20 MiB) is refused naming the cell limit', async (name) => {
    const route = ROUTES[name];
    if (!route) throw new Error(name);
    const answer = await fetch(`${origin}${route.path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: await route.form(await workbookBomb(100_000)) });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { fields: Record<string, string> }).fields[route.field]).toMatch(CELL_LIMIT);
  });

  it('refuses labels holding more text than one upload may print (2,000,000 characters), within the archive limits', async () => {
    const paragraphs = Array.from({ length: 70 }, (_, i) => `<w:p><w:r><w:t>${String(i).padEnd(30_000, 'x')}</w:t></w:r></w:p>`).join('');
    const zip = new JSZip();
    zip.file('word/document.xml', `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`);
    const docx = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    const answer = await fetch(`${origin}/api/labels/labels/word2pdf`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: formOf({ processId: processId() }, 'file', docx, 'long.docx', DOCX_TYPE) });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: string }).error).toBe('The file long.docx is refused: its labels hold 2,100,000 characters, more than 2,000,000, the most one upload may print.');
  });

  it('refuses an archive entry whose declared size lies, by inflating it only up to what it declares', async () => {
    const liar = await lyingArchive('word/document.xml', 10_000_000, 1000, { '[Content_Types].xml': '<Types/>' });
    const answer = await fetch(`${origin}/api/labels/labels/word2pdf`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: formOf({ processId: processId() }, 'file', liar, 'liar.docx', DOCX_TYPE) });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: string }).error).toBe('The file liar.docx is refused: word/document.xml inflates to more than the 1000 bytes it declares.');
  });

  it('never takes the process near 1.5 GiB (its peak memory so far, the test server included)', () => {
    expect(process.resourceUsage().maxRSS * 1024).toBeLessThan(1.5 * GIB);
  });
});
