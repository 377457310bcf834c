import { randomUUID } from 'node:crypto';
import type { DriveFile } from '../../../../runtime/generated/entities';
import type { Database, Queryable } from '../../../db/database';
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute, NO_INPUT, type ParameterSchema } from '../../routes';
import { bodyValidator } from '../../validate';
import { freeDriveName } from './driveName';

/**
 * The shared-drive folder of the reference services (spec README decision on 001 §8 'Done. Check
 * Google Drive': 'the reference services keep a shared-drive folder the console can open: the CSV
 * is filed there and the success names it'). Files are filed by the services themselves
 * (fileToDrive, inside the caller's audited write); the console lists them (GET /drive/files,
 * the Shared Drive screen) and opens each at its address, GET /drive/file/{uuid}, served without
 * a token (a link cannot send one; the random id keeps it private, as for delivery images).
 */

export const DRIVE_FILE_PATH = '/drive/file/';

const FILE_PARAMS: ParameterSchema = {
  type: 'object',
  properties: {
    fileUuid: { type: 'string', minLength: 36, maxLength: 36, pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', description: "The file's random id." },
  },
  required: ['fileUuid'],
  additionalProperties: false,
};
const validFileId = bodyValidator<{ fileUuid: string }>(FILE_PARAMS);

interface FileRow {
  id: number;
  uuid: string;
  folder: string;
  name: string;
  content_type: string;
  byte_size: number;
  created_by: string;
  created_at: string;
}

/** The address a file is served at, on the admin API of `adminBase` (`<origin>/api/admin`). */
export function driveFileUrl(adminBase: string, uuid: string): string {
  return `${adminBase}${DRIVE_FILE_PATH}${uuid}`;
}

/** The admin API's base address of a request to it (`http://host/api/admin/bulk-order-link` → `http://host/api/admin`). */
export function adminBaseOf(requestUrl: string, requestPath: string, routePath: string): string {
  const url = new URL(requestUrl);
  return `${url.origin}${requestPath.slice(0, requestPath.length - routePath.length)}`;
}

export interface FiledFile {
  folder: string;
  name: string;
  url: string;
}

/**
 * Files `text` in `folder` under `name` (numbered when the name is taken), in the caller's
 * transaction: written with the caller's write, or not at all.
 */
export async function fileToDrive(
  tx: Queryable,
  file: { folder: string; name: string; contentType: string; text: string; createdBy: string; adminBase: string },
): Promise<FiledFile> {
  const { rows: taken } = await tx.query<{ name: string }>('select name from drive_file where folder = $1 for update', [file.folder]);
  const names = new Set(taken.map((row) => row.name));
  const name = freeDriveName(file.name, (candidate) => names.has(candidate));
  const bytes = new TextEncoder().encode(file.text);
  const uuid = randomUUID();
  const { rows } = await tx.query<{ id: number }>(
    'insert into drive_file (uuid, folder, name, content_type, byte_size, created_by) values ($1, $2, $3, $4, $5, $6) returning id',
    [uuid, file.folder, name, file.contentType, bytes.byteLength, file.createdBy],
  );
  await tx.query('insert into drive_file_data (file_id, bytes) values ($1, $2)', [rows[0]?.id, bytes]);
  return { folder: file.folder, name, url: driveFileUrl(file.adminBase, uuid) };
}

/** GET /drive/files (every file, newest first) and GET /drive/file/{uuid} (its content, public). */
export function registerDriveFiles(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/drive/files', NO_INPUT);
  app.get('/drive/files', async (c) => {
    const { rows } = await db.query<FileRow>(
      `select id, uuid::text as uuid, folder, name, content_type, byte_size, created_by,
              to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
         from drive_file order by created_at desc, id desc`,
    );
    const base = adminBaseOf(c.req.url, c.req.path, '/drive/files');
    const files: DriveFile[] = rows.map((row) => ({
      id: row.id,
      folder: row.folder,
      name: row.name,
      contentType: row.content_type,
      size: row.byte_size,
      createdBy: row.created_by,
      createdAt: row.created_at,
      url: driveFileUrl(base, row.uuid),
    }));
    return c.json(files);
  });

  describeRoute(app, 'GET', `${DRIVE_FILE_PATH}:fileUuid`, { params: FILE_PARAMS, public: true });
  app.get(`${DRIVE_FILE_PATH}:fileUuid`, async (c) => {
    const uuid = c.req.param('fileUuid');
    const checked = validFileId({ fileUuid: uuid });
    if (!checked.ok) return jsonError(c, 400, 'The file id is not valid.', checked.fields);
    const { rows } = await db.query<{ content_type: string; name: string; bytes: Uint8Array }>(
      'select f.content_type, f.name, d.bytes from drive_file f join drive_file_data d on d.file_id = f.id where f.uuid = $1',
      [uuid],
    );
    const file = rows[0];
    if (!file) return jsonError(c, 404, 'There is no such file in the shared drive.');
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': file.content_type,
      'Content-Disposition': `attachment; filename="${file.name.replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
