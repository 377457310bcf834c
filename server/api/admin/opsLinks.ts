import type { Database } from '../../db/database';
import type { OpsLink, OpsLinkCreate, OpsLinkUpdate } from '../../../runtime/generated/entities';
import opsLinkSchema from '../../../schemas/entities/ops-link.schema.json' with { type: 'json' };
import type { ApiApp } from '../common';
import { jsonError } from '../errors';
import { describeRoute, NO_INPUT } from '../routes';
import { textProblem } from '../validate';
import { sqlState, trimFields, UNIQUE_VIOLATION, validBody } from './http';
import { withPatternMessages } from './reportsOpsFields';
import { staleRow, type RowNoun } from './versions';
import { auditedWrite } from './writes';

/** What the console says on a 409 from POST /ops/link (002 §8), verbatim. */
export const UNIQUE_LINK_NAME = 'Please use a unique link name';
const MAX_NAME = opsLinkSchema.properties.name.maxLength;
const LINK_MESSAGE = 'must be an http or https address, e.g. https://example.com/page';
const INVALID = 'The ops link is not valid.';
const OPS_LINK: RowNoun = { one: 'Ops link', many: 'Ops links' };

/**
 * Ops link calls of 002 §7 (Ops links and credentials), for the Ops links screen:
 * - GET /ops/link/ (with the slash, as documented): every link by name, `OpsLink[]`.
 * - POST /ops/link `{ name, link }`: 201 `{ success, id }`; a name already used (case-insensitive)
 *   is 409 `{ error: 'Please use a unique link name: …', fields: { name } }`.
 * - PUT /ops/link/{name} `{ link, version, name? }`: changes the link only (the name is the key
 *   and cannot change: a body name other than the path's is 400); 404 for an unknown name, 409
 *   `{ error, conflicts, fields }` when the link changed since it was loaded.
 * 002 §6 says these calls go without a token; like every call of ours they need one (spec README).
 * Decisions where 002 is silent: names are trimmed, 1 to 100 characters; a link is an absolute
 * http or https address of at most 2048 characters (the console opens it in a new tab, so no
 * javascript: or data: address is ever stored); there is no delete (the screen has none).
 */
export function registerOpsLinks(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/ops/link/', NO_INPUT);
  app.get('/ops/link/', async (c) => {
    const { rows } = await db.query<OpsLink>('select id, name, link, version from ops_link order by lower(name) collate "C", id');
    return c.json(rows);
  });

  const create = describeRoute<OpsLinkCreate>(app, 'POST', '/ops/link', { body: opsLinkSchema.$defs.create });
  const validateCreate = withPatternMessages(create.body, { link: LINK_MESSAGE });
  app.post('/ops/link', async (c) => {
    const body = await validBody(c, validateCreate, INVALID, (raw) => trimFields(raw, ['name', 'link']));
    if (!body.ok) return body.response;
    const { name, link } = body.value;
    if (!isWebAddress(link)) return jsonError(c, 400, INVALID, { link: LINK_MESSAGE });
    const duplicate = (stored: string) => jsonError(c, 409, `${UNIQUE_LINK_NAME}: ${stored} already exists.`, { name: 'already exists' });
    try {
      return await auditedWrite(c, db, async (tx) => {
        const taken = await tx.query<{ name: string }>('select name from ops_link where lower(name) = lower($1)', [name]);
        const existing = taken.rows[0];
        if (existing) return duplicate(existing.name);
        const { rows } = await tx.query<{ id: number }>('insert into ops_link (name, link) values ($1, $2) returning id', [name, link]);
        return c.json({ success: `Ops link ${name} has been saved.`, id: rows[0]?.id }, 201);
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(name);
      throw error;
    }
  });

  const update = describeRoute<OpsLinkUpdate>(app, 'PUT', '/ops/link/:name', {
    body: opsLinkSchema.$defs.update,
    params: { type: 'object', properties: { name: { type: 'string', minLength: 1, maxLength: MAX_NAME } }, required: ['name'], additionalProperties: false },
  });
  const validateUpdate = withPatternMessages(update.body, { link: LINK_MESSAGE });
  app.put('/ops/link/:name', async (c) => {
    const pathName = c.req.param('name').trim();
    const nameProblem = pathName === '' ? 'is required' : textProblem(pathName, MAX_NAME);
    if (nameProblem) return jsonError(c, 400, 'The ops link name in the path is not valid.', { name: nameProblem });
    const body = await validBody(c, validateUpdate, INVALID, (raw) => trimFields(raw, ['name', 'link']));
    if (!body.ok) return body.response;
    const { link, version } = body.value;
    const problems: Record<string, string> = {};
    if (body.value.name !== undefined && body.value.name.toLowerCase() !== pathName.toLowerCase()) {
      problems.name = 'cannot be changed: it must be the name in the path';
    }
    if (!isWebAddress(link)) problems.link = LINK_MESSAGE;
    if (Object.keys(problems).length > 0) return jsonError(c, 400, INVALID, problems);
    return auditedWrite(c, db, async (tx) => {
      const { rows } = await tx.query<{ id: number; name: string; version: number }>(
        'select id, name, version from ops_link where lower(name) = lower($1) for update',
        [pathName],
      );
      const found = rows[0];
      if (!found) return jsonError(c, 404, `There is no ops link named ${pathName}.`);
      const stale = staleRow(c, OPS_LINK, { id: found.id, label: found.name, version }, found.version);
      if (stale) return stale;
      await tx.query('update ops_link set link = $2, version = version + 1 where id = $1', [found.id, link]);
      return c.json({ success: `Ops link ${found.name} has been updated.` });
    });
  });
}

/** An absolute http or https address with a host. */
export function isWebAddress(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}
