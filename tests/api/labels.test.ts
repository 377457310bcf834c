import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { DeliveryHub, LabelProcess, Warehouse } from '../../runtime/generated/entities';
import { createLabelsApi, PROCESS_UNKNOWN } from '../../server/api/labels/index';
import { DOCX_TYPE } from '../../server/api/labels/uploads';
import type { Database } from '../../server/db/database';
import { onSignedInServer } from '../support/signedInServer';
import { callApi, expectFieldErrors, expectJsonError } from '../support/api';
import { pdfPages, pdfText } from '../support/pdfText';
import { anyOf } from '../support/matchers';

/**
 * The label service (002 §3 Label process, §4 Label export, §7 Label service host, §8): uploads
 * of .xlsx and .docx, the conversion's percentage moved by the server's clock up to a PDF that
 * lists the rows, a 400 for a file that cannot be read at all, 'Cannot …' for a readable one with
 * nothing to print, the process query and today's list.
 */

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let origin: string;
let token: string;
let db: Database;

onSignedInServer((server) => ({ origin, token, db } = server));

let nextId = 0;
const processId = () => `t${Date.now().toString(36)}-${(nextId += 1)}`;

async function workbook(rows: (string | number)[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Labels');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

async function wordFile(paragraphs: string[]): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  const body = paragraphs.map((text) => `<w:p><w:r><w:t xml:space="preserve">${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</w:t></w:r></w:p>`).join('');
  zip.file('word/document.xml', `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`);
  return zip.generateAsync({ type: 'uint8array' });
}

const SHEET = [
  ['Order', 'Recipient', 'Address', 'Product'],
  [100451, 'Émilie Côté', '12 Main St, Winnipeg', 'Sunny Days Bouquet'],
  [100452, 'Sam Okafor', '3 Portage Ave, Winnipeg', 'Rose Dozen'],
  [100453, 'Lee Chen', '77 Broadway, Winnipeg', 'Tulip Jar'],
];

function form(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type: string }): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append('file', new Blob([Uint8Array.from(file.bytes)], { type: file.type }), file.name);
  return body;
}

async function answerOf(response: Response) {
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: JSON.parse(text) as unknown, text };
}

/** The label service with a clock the test moves, on the test database. */
function clockedService(start: string) {
  let now = new Date(start);
  const app = createLabelsApi(db, () => Promise.resolve({ sub: 'labels-test', name: 'Labels Test', email: 'labels.test@example.ca' }), { clock: () => now });
  const headers = { Authorization: 'Bearer fixed' };
  return {
    at: (moment: string) => {
      now = new Date(moment);
    },
    later: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
    upload: async (path: string, body: FormData) => {
      // As a browser sends it: encoded, with its length (the services read a body that declares one).
      const encoded = new Request('http://labels.invalid/', { method: 'POST', body });
      const bytes = new Uint8Array(await encoded.arrayBuffer());
      const type = encoded.headers.get('content-type') ?? '';
      return app.request(path, { method: 'POST', headers: { ...headers, 'Content-Type': type, 'Content-Length': String(bytes.byteLength) }, body: bytes });
    },
    query: async (id: string) => {
      const response = await app.request(`/labels/query?processId=${id}`, { headers });
      expect(response.status).toBe(200);
      return (await response.json()) as LabelProcess;
    },
    list: async () => (await (await app.request('/labels/list', { headers })).json()) as LabelProcess[],
    file: (address: string) => app.request(new URL(address).pathname),
  };
}

async function formWith(fields: Record<string, string>): Promise<FormData> {
  return form(fields, { bytes: await workbook(SHEET), name: 'mail.xlsx', type: XLSX_TYPE });
}

describe('POST /labels/upload (Excel to PDF)', () => {
  it('starts a conversion at 0 % that the clock drives up to 100, with a PDF listing every row of the sheet', async () => {
    const service = clockedService('2031-05-06T15:00:00Z');
    const id = processId();
    const bytes = await workbook(SHEET);
    const answer = await service.upload('/labels/upload', form({ processId: id, exportFileName: 'WPG_SAME_DAY', pagesNum: '0', onfleet: '1', pulledTag: '0', maxSize: '300', email: 'No email' }, { bytes, name: 'wpg same day.xlsx', type: XLSX_TYPE }));
    expect(answer.status).toBe(201);
    const started = (await answer.json()) as LabelProcess;
    expect(started).toMatchObject({ processId: id, type: 'Callia', exportFileName: 'WPG_SAME_DAY', percentage: 0, orders: 3, pdfRemote: '', emailedTo: null, wordRemote: '' });
    expect(started.excelRemote).toMatch(/\/labels\/files\/[0-9a-f-]{36}\/source$/);

    const seen: number[] = [];
    for (let step = 0; step < 6; step += 1) {
      service.later(1200);
      seen.push((await service.query(id)).percentage);
    }
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen[0]).toBeGreaterThan(0);
    expect(seen[0]).toBeLessThan(100);
    const done = await service.query(id);
    expect(done.percentage).toBe(100);
    expect(done.message).toBe('Labels ready: 3 orders in WPG_SAME_DAY.pdf.');
    expect(done.pdfRemote).toMatch(/\/labels\/files\/[0-9a-f-]{36}\/pdf$/);

    const pdf = await service.file(done.pdfRemote);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('WPG_SAME_DAY');
    for (const row of SHEET.slice(1)) for (const cell of row) expect(text).toContain(String(cell));
    expect(text).toContain('Recipient: Émilie Côté');
    expect(text).toContain('Onfleet: driver initials');
    const source = await service.file(started.excelRemote);
    expect(source.status).toBe(200);
    expect(new Uint8Array(await source.arrayBuffer())).toEqual(bytes);
  });

  it('refuses the PDF before 100 % (409) and audits the upload without the file', async () => {
    const service = clockedService('2031-05-06T16:00:00Z');
    const id = processId();
    const answer = await service.upload('/labels/upload', form({ processId: id, exportFileName: 'EARLY', maxSize: '300' }, { bytes: await workbook(SHEET), name: 'early.xlsx', type: 'application/octet-stream' }));
    expect(answer.status).toBe(201);
    const started = (await service.query(id));
    const files = started.excelRemote.replace(/source$/, 'pdf');
    const early = expectJsonError(await answerOf(await service.file(files)), 409);
    expect(early.error).toBe('The labels are not ready yet (0%).');
    const { rows } = await db.query<{ after: Record<string, unknown> }>(`select after from audit_log where entity = 'label-process' and after->>'process_id' = $1`, [id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.after).toMatchObject({ process_id: id, type: 'Callia', rows_count: 3, export_file_name: 'EARLY' });
    expect(Object.keys(rows[0]?.after ?? {})).not.toContain('bytes');
  });

  it('e-mails the labels to the chosen order mailbox once done', async () => {
    const service = clockedService('2031-05-06T17:00:00Z');
    const id = processId();
    const answer = await service.upload('/labels/upload', form({ processId: id, exportFileName: 'MB_LABELS', maxSize: '300', email: 'orders.winnipeg@example.ca', subject: 'Labels', body: 'Attached.', attachment: '1' }, { bytes: await workbook(SHEET), name: 'mb.xlsx', type: XLSX_TYPE }));
    expect(answer.status).toBe(201);
    expect((await service.query(id)).emailedTo).toBeNull();
    service.later(60_000);
    expect(await service.query(id)).toMatchObject({ percentage: 100, emailedTo: 'orders.winnipeg@example.ca', message: 'Labels ready: 3 orders in MB_LABELS.pdf, e-mailed to orders.winnipeg@example.ca.' });
  });

  it('refuses a file that is no workbook at all (wrong bytes, a cut archive) with 400 naming the reason, and stores nothing', async () => {
    const service = clockedService('2031-05-06T18:00:00Z');
    const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from label_process')).rows[0]?.n ?? 0;
    const before = await count();
    const text = new TextEncoder().encode('this is not a workbook');
    const wrong = expectJsonError(await answerOf(await service.upload('/labels/upload', form({ processId: processId(), exportFileName: 'BROKEN', maxSize: '300' }, { bytes: text, name: 'broken.xlsx', type: XLSX_TYPE }))), 400);
    expect(wrong.error).toBe('The file broken.xlsx is not an .xlsx workbook.');
    expect(wrong.fields).toEqual({ file: 'broken.xlsx is not an .xlsx workbook.' });
    const whole = await workbook(SHEET);
    const cut = expectJsonError(await answerOf(await service.upload('/labels/uploadEshipper', form({ processId: processId(), exportFileName: 'CUT', maxSize: '300' }, { bytes: whole.slice(0, Math.floor(whole.byteLength / 2)), name: 'cut.xlsx', type: XLSX_TYPE }))), 400);
    expect(cut.error).toBe('The file cut.xlsx is not a readable .xlsx workbook: it is not a complete zip archive (cut short, or not an archive at all).');
    const notWord = expectJsonError(await answerOf(await service.upload('/labels/word2pdf', form({ processId: processId() }, { bytes: text, name: 'letter.docx', type: DOCX_TYPE }))), 400);
    expect(notWord.error).toBe('The file letter.docx is not a Word document (.docx).');
    expect(await count()).toBe(before);
  });

  it("keeps a readable file with nothing to print at 0 % with a message starting 'Cannot', and no PDF", async () => {
    const service = clockedService('2031-05-06T18:30:00Z');
    const id = processId();
    const empty = await service.upload('/labels/upload', form({ processId: id, exportFileName: 'EMPTY', maxSize: '300' }, { bytes: await workbook([['Order', 'Recipient']]), name: 'empty.xlsx', type: XLSX_TYPE }));
    expect(empty.status).toBe(201);
    expect(((await empty.json()) as LabelProcess).message).toBe('Cannot read empty.xlsx: the sheet has no order rows under its header row.');
    service.later(120_000);
    const later = await service.query(id);
    expect(later).toMatchObject({ percentage: 0, pdfRemote: '' });
    expect(later.message.startsWith('Cannot')).toBe(true);
  });
});

describe('POST /labels/word2pdf and /labels/uploadEshipper', () => {
  it('converts a Word file: every paragraph in the PDF, the name from the file when none is sent', async () => {
    const service = clockedService('2031-05-07T15:00:00Z');
    const id = processId();
    const paragraphs = ['Happy birthday, Maman!', 'Congratulations & welcome <home>', 'Get well soon, Lee.'];
    const answer = await service.upload('/labels/word2pdf', form({ processId: id }, { bytes: await wordFile(paragraphs), name: 'card messages.docx', type: DOCX_TYPE }));
    expect(answer.status).toBe(201);
    expect((await answer.json()) as LabelProcess).toMatchObject({ type: 'word to pdf', exportFileName: 'cardmessages', percentage: 0, orders: 3, excelRemote: '' });
    service.later(30_000);
    const done = await service.query(id);
    expect(done.percentage).toBe(100);
    expect(done.wordRemote).toMatch(/\/source$/);
    const text = await pdfText(new Uint8Array(await (await service.file(done.pdfRemote)).arrayBuffer()));
    for (const paragraph of paragraphs) expect(text).toContain(paragraph);

    const notWord = expectJsonError(await answerOf(await service.upload('/labels/word2pdf', form({ processId: processId() }, { bytes: await workbook(SHEET), name: 'sheet.docx', type: DOCX_TYPE }))), 400);
    expect(notWord.error).toBe('The file sheet.docx is not a Word document (.docx): it holds no word/document.xml.');
  });

  it('splits a Curated Gift Box sheet into files of the orders per file, each starting a page', async () => {
    const service = clockedService('2031-05-07T16:00:00Z');
    const id = processId();
    const answer = await service.upload('/labels/uploadEshipper', form({ processId: id, exportFileName: 'GIFT_BOX', maxSize: '2' }, { bytes: await workbook(SHEET), name: 'gift box.xlsx', type: XLSX_TYPE }));
    expect(answer.status).toBe(201);
    service.later(30_000);
    const done = await service.query(id);
    expect(done).toMatchObject({ type: 'Ivie', percentage: 100 });
    const pages = await pdfPages(new Uint8Array(await (await service.file(done.pdfRemote)).arrayBuffer()));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('GIFT_BOX (file 1 of 2)');
    expect(pages[0]).toContain('Sam Okafor');
    expect(pages[1]).toContain('GIFT_BOX (file 2 of 2)');
    expect(pages[1]).toContain('Lee Chen');
  });
});

describe('bad uploads', () => {
  const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from label_process')).rows[0]?.n ?? 0;
  const post = (path: string, body: FormData) => fetch(`${origin}/api/labels${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body });

  it('refuses bad fields with 400 naming each, a refused type, a duplicate processId (409) and a file over 5 MiB (413); nothing is written', async () => {
    const before = await count();
    const sheet = { bytes: await workbook(SHEET), name: 'a.xlsx', type: XLSX_TYPE };
    expectFieldErrors(await answerOf(await post('/labels/upload', form({ processId: 'bad id!', exportFileName: 'has space', maxSize: '01', onfleet: '2', pagesNum: '11', email: 'someone@else.com' }, sheet))), 400, ['processId', 'exportFileName', 'maxSize', 'onfleet', 'pagesNum', 'email']);
    expectFieldErrors(await answerOf(await post('/labels/upload', form({ processId: processId(), exportFileName: 'X', maxSize: '0' }, sheet))), 400, ['maxSize']);
    expectFieldErrors(await answerOf(await post('/labels/upload', form({ processId: processId(), exportFileName: 'X', maxSize: '300' }))), 400, ['file']);
    expectFieldErrors(await answerOf(await post('/labels/upload', form({ processId: processId(), exportFileName: 'X', maxSize: '300' }, { ...sheet, type: 'text/plain' }))), 400, ['file']);
    expectFieldErrors(await answerOf(await post('/labels/uploadEshipper', form({ processId: processId(), exportFileName: '', maxSize: '' }, sheet))), 400, ['exportFileName', 'maxSize']);
    expectFieldErrors(await answerOf(await post('/labels/word2pdf', form({ processId: processId() }, { bytes: await wordFile(['x']), name: 'a.docx', type: XLSX_TYPE }))), 400, ['file']);
    expectFieldErrors(await answerOf(await post('/labels/upload', form({ processId: processId(), exportFileName: 'X', maxSize: '300' }, { bytes: new Uint8Array(5 * 1024 * 1024 + 1), name: 'big.xlsx', type: XLSX_TYPE }))), 400, ['file']);
    const tooLarge = await answerOf(await post('/labels/upload', form({ processId: processId(), exportFileName: 'X', maxSize: '300' }, { bytes: new Uint8Array(6 * 1024 * 1024), name: 'big.xlsx', type: XLSX_TYPE })));
    expect(expectJsonError(tooLarge, 413).error).toContain('5 MiB');
    expect(await count()).toBe(before);

    const id = processId();
    expect((await post('/labels/upload', form({ processId: id, exportFileName: 'ONCE', maxSize: '300' }, sheet))).status).toBe(201);
    expectFieldErrors(await answerOf(await post('/labels/word2pdf', form({ processId: id }, { bytes: await wordFile(['x']), name: 'a.docx', type: DOCX_TYPE }))), 409, ['processId']);
    expect(await count()).toBe(before + 1);
  });

  it('refuses a call without a token (401)', async () => {
    const response = await fetch(`${origin}/api/labels/labels/list`);
    expect(response.status).toBe(401);
  });
});

describe('GET /labels/query and /labels/list', () => {
  it("answers an unknown process with 404 'Export process info does not exits' (verbatim) and a bad processId with 400", async () => {
    const unknown = expectJsonError(await callApi(origin, '/api/labels/labels/query?processId=never-uploaded', { token }), 404);
    expect(unknown.error).toBe(PROCESS_UNKNOWN);
    expect(PROCESS_UNKNOWN).toBe('Export process info does not exits');
    expectFieldErrors(await callApi(origin, '/api/labels/labels/query?processId=a%20b', { token }), 400, ['processId']);
    expectFieldErrors(await callApi(origin, '/api/labels/labels/query', { token }), 400, ['processId']);
  });

  it('lists the processes started today in Winnipeg, newest first, and none of another day', async () => {
    const service = clockedService('2031-06-01T04:30:00Z'); // 23:30 on May 31 in Winnipeg (CDT)
    const late = processId();
    expect((await service.upload('/labels/upload', form({ processId: late, exportFileName: 'LATE', maxSize: '300' }, { bytes: await workbook(SHEET), name: 'l.xlsx', type: XLSX_TYPE }))).status).toBe(201);
    service.at('2031-06-01T05:30:00Z'); // 00:30 on June 1
    const early = processId();
    expect((await service.upload('/labels/upload', form({ processId: early, exportFileName: 'EARLY', maxSize: '300' }, { bytes: await workbook(SHEET), name: 'e.xlsx', type: XLSX_TYPE }))).status).toBe(201);
    service.at('2031-06-01T06:00:00Z');
    const today = await service.list();
    expect(today.map((row) => row.processId)).toEqual([early]);
    expect(today[0]).toMatchObject({ percentage: 100, exportFileName: 'EARLY' });
    service.at('2031-06-01T04:45:00Z');
    expect((await service.list()).map((row) => row.processId)).toEqual([late]);
  });

  it("lists today's real uploads through the running server, and takes the mailboxes of the warehouses and hubs only", async () => {
    const id = processId();
    expect((await fetch(`${origin}/api/labels/labels/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form({ processId: id, exportFileName: 'NOW', maxSize: '300' }, { bytes: await workbook(SHEET), name: 'n.xlsx', type: XLSX_TYPE }) })).status).toBe(201);
    const list = await callApi<LabelProcess[]>(origin, '/api/labels/labels/list', { token });
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ processId: id, type: 'Callia' });
    expect(list.body.map((row) => row.processId)).toContain('demo-callia-1');
    // The mailboxes are the supporting lookups' of 002 §7: the warehouses' order mailboxes and the hubs' dispatch ones.
    const warehouses = await callApi<Warehouse[]>(origin, '/api/admin/warehouse', { token });
    expect(warehouses.body).toContainEqual({ id: anyOf(Number), name: 'Winnipeg', sku: 'mb', orderMailbox: 'orders.winnipeg@example.ca' });
    const hubs = await callApi<DeliveryHub[]>(origin, '/api/admin/onfleet/driver/region/all', { token });
    expect(hubs.body).toContainEqual({ regionId: anyOf(String), regionName: 'Winnipeg Hub', dispatchMailbox: 'dispatch.winnipeg@example.ca' });
    const mailForm = (email: string) => formWith({ processId: processId(), exportFileName: 'MAIL', maxSize: '300', email, subject: 'Labels', body: 'Attached.', attachment: '1' });
    expect((await fetch(`${origin}/api/labels/labels/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: await mailForm('dispatch.winnipeg@example.ca') })).status).toBe(201);
    const madeUp = await fetch(`${origin}/api/labels/labels/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: await mailForm('orders.atlantis@example.ca') });
    expect(madeUp.status).toBe(400);
    expect(((await madeUp.json()) as { fields: Record<string, string> }).fields).toHaveProperty('email');
  });
});
