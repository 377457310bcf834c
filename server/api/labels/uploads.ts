import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { Database } from '../../db/database';
import type { LabelProcess } from '../../../runtime/generated/entities';
import { XLSX_TYPE } from '../admin/bulkOrders/template';
import type { Clock } from '../admin/clock';
import { sqlState, UNIQUE_VIOLATION } from '../admin/http';
import { auditedWrite } from '../admin/writes';
import type { ApiVariables } from '../auth';
import type { ApiApp } from '../common';
import { jsonError } from '../errors';
import type { MultipartDeclaration, MultipartField, MultipartParts } from '../multipart';
import { describeRoute } from '../routes';
import { labelPdf } from './labelPdf';
import { asLabelProcess, processById, type ProcessRow, PROCESS_COLUMNS } from './labelProcesses';
import { knownMailboxes, NO_EMAIL } from './mailboxes';
import { MAX_LABEL_ROWS, readLabelSheet, readWordFile, type LabelFileReading } from './readLabelFile';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const MIB = 1024 * 1024;
/** The largest file taken. */
export const MAX_LABEL_FILE_BYTES = 5 * MIB;

const text = (maxLength: number, required = false): MultipartField => ({ kind: 'text', maxLength, ...(required ? { required } : {}) });
// The bytes decide what the file is: some systems send any file as octet-stream.
const file = (type: string): MultipartField => ({ kind: 'file', required: true, accept: [type, 'application/octet-stream'], maxBytes: MAX_LABEL_FILE_BYTES });
const TOO_LARGE = `The file is larger than ${MAX_LABEL_FILE_BYTES / MIB} MiB: split it and upload each part.`;

/** POST /labels/upload (the Excel exporters): 002 §7. */
export const UPLOAD_PARTS: MultipartDeclaration = {
  maxBytes: MAX_LABEL_FILE_BYTES + 64 * 1024,
  tooLarge: TOO_LARGE,
  fields: {
    processId: text(64, true), exportFileName: text(100, true), pagesNum: text(2), onfleet: text(1), pulledTag: text(1), maxSize: text(4, true),
    file: file(XLSX_TYPE), email: text(254), subject: text(200), body: text(5000), attachment: text(5),
  },
};
/** POST /labels/word2pdf. */
export const WORD_PARTS: MultipartDeclaration = { maxBytes: UPLOAD_PARTS.maxBytes, tooLarge: TOO_LARGE, fields: { processId: text(64, true), exportFileName: text(100), file: file(DOCX_TYPE) } };
/** POST /labels/uploadEshipper (Curated Gift Box). */
export const ESHIPPER_PARTS: MultipartDeclaration = { maxBytes: UPLOAD_PARTS.maxBytes, tooLarge: TOO_LARGE, fields: { processId: text(64, true), exportFileName: text(100, true), maxSize: text(4, true), file: file(XLSX_TYPE) } };

const PROCESS_ID = /^[A-Za-z0-9_-]{1,64}$/;
const FILE_NAME = /^[\p{L}\p{N}_\-.()]{1,100}$/u;
const INVALID = 'The label export request is not valid.';

interface Options {
  pagesNum: number;
  onfleet: 0 | 1;
  pulledTag: 0 | 1;
  maxSize: number;
}

interface Email {
  to: string;
  subject: string;
  body: string;
  attachment: boolean;
}

/** The form's choices read from the text parts, or the problems by field (002 §5, §9). */
function readTexts(texts: Readonly<Record<string, string>>, needsSize: boolean, mailboxes: ReadonlySet<string>): { ok: true; options: Options; email: Email | undefined; exportFileName: string | undefined; processId: string } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const processId = (texts.processId ?? '').trim();
  if (!PROCESS_ID.test(processId)) fields.processId = 'must be 1 to 64 letters, digits, - or _';
  const name = texts.exportFileName?.trim();
  if (name !== undefined && name !== '' && !FILE_NAME.test(name)) fields.exportFileName = 'may hold letters, digits and _ - . ( ) only (the form turns spaces into underscores)';
  if (needsSize && (name === undefined || name === '')) fields.exportFileName = 'is required';
  const flag = (field: string, fallback: 0 | 1): 0 | 1 => {
    const value = (texts[field] ?? '').trim();
    if (value === '') return fallback;
    if (value === '0' || value === '1') return value === '1' ? 1 : 0;
    fields[field] = 'must be 1 or 0';
    return fallback;
  };
  const onfleet = flag('onfleet', 1);
  const pulledTag = flag('pulledTag', 0);
  const pages = (texts.pagesNum ?? '').trim();
  const pagesNum = pages === '' ? 0 : /^(?:[0-9]|10)$/.test(pages) ? Number(pages) : -1;
  if (pagesNum < 0) fields.pagesNum = 'must be a whole number from 0 (Default) to 10';
  const size = (texts.maxSize ?? '').trim();
  const maxSize = /^[1-9][0-9]{0,3}$/.test(size) && Number(size) <= MAX_LABEL_ROWS ? Number(size) : 0;
  if (needsSize && maxSize === 0) fields.maxSize = `must be a whole number from 1 to ${MAX_LABEL_ROWS}, digits only`;
  const emailText = (texts.email ?? '').trim();
  let email: Email | undefined;
  if (emailText !== '' && emailText !== NO_EMAIL) {
    const attachment = (texts.attachment ?? '').trim().toLowerCase();
    if (!['', '0', '1', 'true', 'false'].includes(attachment)) fields.attachment = 'must be 1 or 0';
    const to = emailText.toLowerCase();
    if (!mailboxes.has(to)) fields.email = `must be the order mailbox of a warehouse (GET /warehouse) or the dispatch mailbox of a delivery hub (GET /onfleet/driver/region/all), or '${NO_EMAIL}'`;
    email = { to, subject: (texts.subject ?? '').trim(), body: texts.body ?? '', attachment: attachment !== '0' && attachment !== 'false' };
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, processId, options: { pagesNum, onfleet, pulledTag, maxSize }, email, exportFileName: name === '' ? undefined : name };
}

/** A file name of the uploaded file without its extension and what a name may not hold. */
function nameFromFile(fileName: string): string {
  const bare = fileName.replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N}_\-.()]/gu, '').slice(0, 100);
  return bare === '' ? 'labels' : bare;
}

function detailsOf(type: LabelProcess['type'], options: Options, orders: number): string {
  if (type === 'word to pdf') return `${orders} paragraph${orders === 1 ? '' : 's'}`;
  const parts = [`${orders} order${orders === 1 ? '' : 's'}`, `Orders per file: ${options.maxSize}`];
  if (type === 'Callia') {
    parts.push(`Pages: ${options.pagesNum === 0 ? 'Default' : options.pagesNum}`, options.onfleet === 1 ? 'Onfleet: driver initials' : 'Courier', options.pulledTag === 1 ? 'Tagged pulled' : 'Not tagged pulled');
  }
  return parts.join(' · ');
}

/** The address of the service as the caller reached it: the request's path up to `route`. */
export function serviceBase(c: Context, route: string): string {
  const path = c.req.path;
  const at = path.lastIndexOf(route);
  return `${new URL(c.req.url).origin}${at > 0 ? path.slice(0, at) : ''}`;
}

interface Exporter {
  path: string;
  parts: MultipartDeclaration;
  type: LabelProcess['type'];
  read: (bytes: Uint8Array, fileName: string) => Promise<LabelFileReading>;
}

const EXPORTERS: readonly Exporter[] = [
  { path: '/labels/upload', parts: UPLOAD_PARTS, type: 'Callia', read: readLabelSheet },
  { path: '/labels/word2pdf', parts: WORD_PARTS, type: 'word to pdf', read: readWordFile },
  { path: '/labels/uploadEshipper', parts: ESHIPPER_PARTS, type: 'Ivie', read: readLabelSheet },
];

/**
 * The three uploads of 002 §7 (Label service host), multipart, each answering 201 with the new
 * `LabelProcess` (processId, 0 %, …) for the console to poll with GET /labels/query:
 * - POST /labels/upload (Excel exporters: processId, exportFileName, pagesNum 0 Default to 10,
 *   onfleet 1/0 default 1, pulledTag 1/0 default 0, maxSize = orders per file, file .xlsx, and
 *   the optional e-mail: email a warehouse's `orderMailbox` (GET /warehouse) or a hub's
 *   `dispatchMailbox` (GET /onfleet/driver/region/all) or 'No email', subject, body, attachment
 *   1/0 default 1), type Callia;
 * - POST /labels/word2pdf (processId, exportFileName optional: the file's name without spaces,
 *   file .docx), type 'word to pdf';
 * - POST /labels/uploadEshipper (Curated Gift Box: processId, exportFileName, maxSize, file .xlsx), type Ivie.
 * Files: 5 MiB at most (413 over it), typed as the format or application/octet-stream, read by
 * their bytes. A file that is no workbook or document at all (wrong bytes, a cut archive) or over
 * the limits of what it may inflate to (WORKBOOK_LIMITS, DOCUMENT_LIMITS: bounded before it is
 * read) is refused, 400 `{ error: 'The file <name> …', fields: { file } }`, and nothing is stored;
 * a readable file with nothing to print is still a process (201), at 0 % with the message
 * 'Cannot read <file>: …' (the console fails and resets on it: 002 §4); bad fields are 400 naming
 * each; a processId already used is 409 naming it. Nothing is written on a refusal; each upload
 * is audited (label_process; the files are kept beside it, outside the audit trail).
 */
export function registerLabelUploads(app: ApiApp, db: Database, clock: Clock): void {
  for (const exporter of EXPORTERS) {
    const route = describeRoute(app, 'POST', exporter.path, { multipart: exporter.parts, success: 201 });
    app.post(exporter.path, async (c: Context<{ Variables: ApiVariables }>) => upload(c, db, clock, exporter, await route.parts(c)));
  }
}

async function upload(c: Context<{ Variables: ApiVariables }>, db: Database, clock: Clock, exporter: Exporter, parts: MultipartParts): Promise<Response> {
  const upload = parts.files.file;
  if (!upload) throw new Error('checked parts without their required file');
  const read = readTexts(parts.texts, exporter.type !== 'word to pdf', await knownMailboxes(db));
  if (!read.ok) return jsonError(c, 400, INVALID, read.fields);
  if (await processById(db, read.processId)) return duplicate(c, read.processId);
  const sourceName = upload.name.trim().slice(0, 255) || (exporter.type === 'word to pdf' ? 'upload.docx' : 'upload.xlsx');
  const exportFileName = read.exportFileName ?? nameFromFile(sourceName);
  const bytes = new Uint8Array(await upload.arrayBuffer());
  const reading = await exporter.read(bytes, sourceName);
  // A file that cannot be read at all, or over the limits, is refused before anything is stored (spec README: the
  // console says 'Labels generation failed' and this reason); 'Cannot …' stays for a readable file with nothing to print.
  if (!reading.ok && reading.refused) return jsonError(c, 400, `The file ${reading.reason}`, { file: reading.reason });
  const startedAt = clock();
  const pdf = reading.ok
    ? await labelPdf(reading.rows, { title: exportFileName, details: detailsOf(exporter.type, read.options, reading.rows.length), perPart: exporter.type === 'word to pdf' ? 0 : read.options.maxSize, at: startedAt })
    : undefined;
  const staff = c.get('staff');
  const options = exporter.type === 'word to pdf' ? {} : exporter.type === 'Ivie' ? { maxSize: read.options.maxSize } : read.options;
  try {
    return await auditedWrite(c, db, async (tx) => {
      const { rows } = await tx.query<ProcessRow>(
        `insert into label_process (process_id, type, export_file_name, source_name, options, email_to, email_subject, email_body, email_attachment, rows_count, failure, file_key, requested_by, started_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning ${PROCESS_COLUMNS}`,
        [
          read.processId, exporter.type, exportFileName, sourceName, JSON.stringify(options), read.email?.to ?? null, read.email?.subject ?? '', read.email?.body ?? '',
          read.email?.attachment ?? true, reading.ok ? reading.rows.length : 0, reading.ok || reading.refused ? '' : reading.message.slice(0, 500), randomUUID(),
          (staff.email ?? staff.name ?? staff.sub).slice(0, 254), startedAt.toISOString(),
        ],
      );
      const row = rows[0];
      if (!row) throw new Error('insert into label_process returned no row');
      await tx.query(`insert into label_file (process_id, kind, bytes) values ($1, 'source', $2)`, [row.id, bytes]);
      if (pdf) await tx.query(`insert into label_file (process_id, kind, bytes) values ($1, 'pdf', $2)`, [row.id, pdf]);
      return c.json(asLabelProcess(row, clock(), serviceBase(c, exporter.path)), 201);
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(c, read.processId);
    throw error;
  }
}

function duplicate(c: Context, processId: string): Response {
  return jsonError(c, 409, `The export process ${processId} already exists: each upload needs a new processId.`, { processId: 'already used' });
}
