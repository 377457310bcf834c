import type { Context } from 'hono';
import type { Database } from '../../db/database';
import type { LatestPull, LatestPullCommentUpdate } from '../../../runtime/generated/entities';
import latestPullSchema from '../../../schemas/entities/latest-pull.schema.json' with { type: 'json' };
import type { ApiApp } from '../common';
import { jsonError } from '../errors';
import { describeRoute } from '../routes';
import { textProblem } from '../validate';
import { trimFields, validBody, type Step } from './http';
import { MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, searchCondition, type ListQuery, type SearchField } from './paging';
import { staleRow, type RowNoun } from './versions';
import { auditedWrite } from './writes';

/** The fields the list's search can be limited to (002 §2: region and/or earliest change date). */
export const LATEST_PULL_FILTER_FIELDS = ['region', 'availableDateChange'] as const;
type LatestPullFilterField = (typeof LATEST_PULL_FILTER_FIELDS)[number];

const SEARCH: Record<LatestPullFilterField, SearchField> = {
  // The tag (Really_Rural_MB) and the name (Really Rural MB) both match.
  region: { expression: `lower(r.tag || ' ' || r.region_name)` },
  availableDateChange: { expression: `to_char(p.available_date_change, 'YYYY-MM-DD')` },
};

const COLUMNS = `p.id, r.tag as region, r.region_name,
  to_char(p.available_date_change, 'YYYY-MM-DD') as "availableDateChange",
  to_char(p.last_pull_date, 'YYYY-MM-DD') as "lastPullDate", to_char(p.last_pull_time, 'HH24:MI:SS') as "lastPullTime",
  p.is_manual as "isManual", p.comment, p.version`;

const INVALID = 'The latest pull comment is not valid.';
const LATEST_PULL: RowNoun = { one: 'The latest pull of', many: 'The latest pulls of' };

/**
 * Latest order pull calls of 002 §7 (Reports and rules), for the Latest order pulls screen:
 * - GET /order-pull/latest: one row per region that has been pulled, by region tag,
 *   `LatestPull[]` (region is the tag; isManual true is the Manual badge, false Auto). Optional
 *   `searchString` (case-insensitive substring, at most 200 characters) over `filterOn`
 *   (region, availableDateChange; comma-separated or repeated; none = both), as the screen's
 *   filter checkboxes ask; an unknown field is a 400 naming filterOn.
 * - POST /order-pull/latest `{ region, comment, version }`: saves the comment of the region's row
 *   (trimmed, at most 1000 characters, empty clears it), 200 `{ success }`; 404 naming region when
 *   the region has no row, 409 `{ error, conflicts, fields }` when the row changed since loaded.
 * Decisions where 002 is silent: rows are keyed by region (one latest pull each) and the region
 * is sent as its tag, matched case-insensitively; the list is not paged (at most one row per
 * region); a comment does not change when or how the record was updated; the pull date and time
 * are business time (America/Winnipeg).
 */
export function registerLatestPulls(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/order-pull/latest', {
    query: {
      type: 'object',
      properties: {
        searchString: { type: 'string', maxLength: MAX_SEARCH_LENGTH },
        filterOn: { type: 'array', items: { type: 'string', enum: [...LATEST_PULL_FILTER_FIELDS] } },
      },
      additionalProperties: false,
    },
  });
  app.get('/order-pull/latest', async (c) => {
    const query = searchQuery(c);
    if (!query.ok) return query.response;
    const params: unknown[] = [];
    const search = searchCondition(query.value, SEARCH, params);
    const { rows } = await db.query<LatestPull>(
      `select ${COLUMNS} from latest_pull p join region r on r.region_id = p.region_id
        ${search === undefined ? '' : `where ${search}`}
        order by lower(r.tag) collate "C", p.id`,
      params,
    );
    return c.json(rows);
  });

  const update = describeRoute<LatestPullCommentUpdate>(app, 'POST', '/order-pull/latest', { body: latestPullSchema.$defs.commentUpdate, success: 200 });
  app.post('/order-pull/latest', async (c) => {
    const body = await validBody(c, update.body, INVALID, (raw) => trimFields(raw, ['region', 'comment']));
    if (!body.ok) return body.response;
    const { region, comment, version } = body.value;
    return auditedWrite(c, db, async (tx) => {
      const { rows } = await tx.query<{ id: number; tag: string; version: number }>(
        `select p.id, r.tag, p.version from latest_pull p join region r on r.region_id = p.region_id
          where lower(r.tag) = lower($1) for update of p`,
        [region],
      );
      const found = rows[0];
      if (!found) return jsonError(c, 404, `There is no latest pull for region ${region}.`, { region: 'no latest pull for this region' });
      const stale = staleRow(c, LATEST_PULL, { id: found.id, label: found.tag, version }, found.version);
      if (stale) return stale;
      await tx.query('update latest_pull set comment = $2, version = version + 1 where id = $1', [found.id, comment]);
      return c.json({ success: `The comment on the latest pull of ${found.tag} has been saved.` });
    });
  });
}

/** `searchString` and `filterOn` (none = every field), or 400 naming the bad one. */
function searchQuery(c: Context): Step<ListQuery<LatestPullFilterField>> {
  const problems: Record<string, string> = {};
  const asked = (c.req.queries('filterOn') ?? [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  const fields: readonly string[] = LATEST_PULL_FILTER_FIELDS;
  const unknown = asked.filter((name) => !fields.includes(name));
  if (unknown.length > 0) problems.filterOn = `unknown field ${unknown.slice(0, 5).join(', ').slice(0, 200)}; use ${fields.join(', ')}`;
  const searchString = c.req.query('searchString')?.trim() || undefined;
  const searchProblem = searchString === undefined ? undefined : textProblem(searchString, MAX_SEARCH_LENGTH);
  if (searchProblem) problems.searchString = searchProblem;
  if (Object.keys(problems).length > 0) return { ok: false, response: jsonError(c, 400, 'The latest pull search is not valid.', problems) };
  const filterOn = LATEST_PULL_FILTER_FIELDS.filter((field) => asked.includes(field));
  return {
    ok: true,
    value: { offset: 0, limit: MAX_PAGE_SIZE, searchString, filterOn: filterOn.length > 0 ? filterOn : [...LATEST_PULL_FILTER_FIELDS] },
  };
}
