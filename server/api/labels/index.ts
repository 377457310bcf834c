import { DateTime } from 'luxon';
import type { Database } from '../../db/database';
import { BUSINESS_ZONE, systemClock, type Clock } from '../admin/clock';
import type { TokenVerifier } from '../auth';
import type { ApiApp } from '../common';
import { jsonError } from '../errors';
import { describeRoute, NO_INPUT, type ParameterSchema } from '../routes';
import { createService } from '../services';
import { asLabelProcess, FILES_PATH, processById, processesBetween } from './labelProcesses';
import { registerLabelUploads, serviceBase } from './uploads';

/** 002 §8, verbatim: what the process list says when the process asked for is unknown. */
export const PROCESS_UNKNOWN = 'Export process info does not exits';

export interface LabelsApiOptions {
  /** Where the conversions' time comes from (tests move it); the system clock by default. */
  clock?: Clock;
}

const PROCESS_QUERY: ParameterSchema = {
  type: 'object',
  properties: { processId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'The processId of an upload.' } },
  required: ['processId'],
  additionalProperties: false,
};
const FILE_PARAMS: ParameterSchema = {
  type: 'object',
  properties: {
    fileKey: { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', description: 'The random key of a process\'s files.' },
    kind: { type: 'string', enum: ['pdf', 'source'], description: 'The PDF made, or the file uploaded.' },
  },
  required: ['fileKey', 'kind'],
  additionalProperties: false,
};
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The label service (002 §7 Label service host), mounted at /api/labels: the three uploads
 * (uploads.ts) and
 * - GET /labels/query?processId=: the process (`LabelProcess`) at the server's clock; 404
 *   `{ error: 'Export process info does not exits' }` when unknown.
 * - GET /labels/list: the processes started today in America/Winnipeg, newest first (the
 *   'Label Processes, Today' screen).
 * - GET /labels/files/{fileKey}/pdf and /source: the PDF (once at 100 %; 409 before) and the
 *   uploaded file, without a token (the console opens them as links; the random key keeps them
 *   private).
 * Every other call needs the bearer token (spec README, where 002 §6 says none is sent).
 */
export function createLabelsApi(db: Database, verify: TokenVerifier, options: LabelsApiOptions = {}): ApiApp {
  const clock = options.clock ?? systemClock;
  const app = createService('labels', verify);
  registerLabelUploads(app, db, clock);

  describeRoute(app, 'GET', '/labels/query', { query: PROCESS_QUERY });
  app.get('/labels/query', async (c) => {
    const processId = c.req.query('processId')?.trim() ?? '';
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(processId)) return jsonError(c, 400, 'The processId is not valid.', { processId: 'must be 1 to 64 letters, digits, - or _' });
    const row = await processById(db, processId);
    if (!row) return jsonError(c, 404, PROCESS_UNKNOWN);
    return c.json(asLabelProcess(row, clock(), serviceBase(c, '/labels/query')));
  });

  describeRoute(app, 'GET', '/labels/list', NO_INPUT);
  app.get('/labels/list', async (c) => {
    const now = clock();
    const today = DateTime.fromJSDate(now, { zone: BUSINESS_ZONE }).startOf('day');
    const rows = await processesBetween(db, today.toJSDate(), today.plus({ days: 1 }).toJSDate());
    const base = serviceBase(c, '/labels/list');
    return c.json(rows.map((row) => asLabelProcess(row, now, base)));
  });

  describeRoute(app, 'GET', `${FILES_PATH}/:fileKey/:kind`, { params: FILE_PARAMS, public: true });
  app.get(`${FILES_PATH}/:fileKey/:kind`, async (c) => {
    const key = c.req.param('fileKey');
    const kind = c.req.param('kind');
    if (!KEY.test(key)) return jsonError(c, 400, 'The file address is not valid.', { fileKey: 'must be the key of a label process' });
    if (kind !== 'pdf' && kind !== 'source') return jsonError(c, 400, 'The file address is not valid.', { kind: 'must be pdf or source' });
    const { rows } = await db.query<{ id: number; process_id: string }>('select id, process_id from label_process where file_key = $1', [key]);
    const found = rows[0];
    if (!found) return jsonError(c, 404, 'There is no such label file.');
    const row = await processById(db, found.process_id);
    if (!row) return jsonError(c, 404, 'There is no such label file.');
    const state = asLabelProcess(row, clock(), '');
    if (kind === 'pdf' && state.percentage < 100) {
      return jsonError(c, 409, row.failure === '' ? `The labels are not ready yet (${state.percentage}%).` : row.failure);
    }
    const file = await db.query<{ bytes: Uint8Array }>('select bytes from label_file where process_id = $1 and kind = $2', [found.id, kind]);
    const bytes = file.rows[0]?.bytes;
    if (!bytes) return jsonError(c, 404, 'There is no such label file.');
    const name = kind === 'pdf' ? `${row.export_file_name}.pdf` : row.source_name;
    const type = kind === 'pdf' ? 'application/pdf' : row.type === 'word to pdf' ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    return c.body(Uint8Array.from(bytes).buffer, 200, {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': 'private, no-store',
    });
  });
  return app;
}
