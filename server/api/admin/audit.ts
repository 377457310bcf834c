import type { Context } from 'hono';
import { DateTime } from 'luxon';
import type { Database } from '../../db/database';
import type { AuditEntry, AuditEntryPage } from '../../../runtime/generated/entities';
import auditSchema from '../../../schemas/entities/audit-entry.schema.json' with { type: 'json' };
import type { ApiApp } from '../common';
import { describeRoute, type ParameterSchema } from '../routes';
import { jsonError } from '../errors';
import { MAX_DATABASE_INTEGER, type Step } from './http';
import { entityOnly, entityOnlyPage, withoutUnmatchedEntity } from './auditPages';
import { listQuery, listQuerySchema, pagedRows, type ListFilter, type Page, type SearchField } from './paging';

/** The entities the audit trail records, by the names of their schemas. */
export const AUDITED_ENTITIES: readonly string[] = auditSchema.properties.entity.enum;

export const AUDIT_FILTER_FIELDS = ['entity', 'row_id'] as const;
type AuditFilterField = (typeof AUDIT_FILTER_FIELDS)[number];

const SEARCH: Record<AuditFilterField, SearchField> = {
  entity: { expression: 'lower(a.entity)' },
  row_id: { expression: 'a.row_id::text' },
};

const INVALID = 'The audit query is not valid.';

/** 2025-02-14T15:04, …:05, …:05.123456, then Z or an offset (a `+` sent unencoded reads as a space). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** What GET /audit takes: the list's paging and search, and the filters `auditFilter` reads. */
const AUDIT_QUERY: ParameterSchema = listQuerySchema(AUDIT_FILTER_FIELDS, {
  entity: { enum: [...AUDITED_ENTITIES], description: 'A schema name; empty = any.' },
  id: { type: 'integer', minimum: 1, maximum: MAX_DATABASE_INTEGER, description: 'The row id.' },
  from: { type: 'string', pattern: DATE_TIME.source, description: 'ISO 8601 date-time with an offset, inclusive.' },
  to: { type: 'string', pattern: DATE_TIME.source, description: 'ISO 8601 date-time with an offset, inclusive, not before from.' },
});

type AuditRow = Omit<AuditEntry, 'before_text' | 'after_text'>;

const COLUMNS = `a.id, to_char(a.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, a.actor_sub, a.actor_email,
  coalesce(a.actor_email, a.actor_sub) as who, a.method, a.path, coalesce(a.method || ' ' || a.path, 'SQL') as call, a.batch_id::text as batch_id,
  a.entity, a.row_id, a.before, a.after`;

/**
 * GET /audit: the audit trail, newest first, paged like the other lists (`offset`, `limit`,
 * `searchString` over `filterOn` entity,row_id), filtered by `entity` (a schema name), `id`
 * (the row's id) and `from`/`to` (ISO date-times with an offset, both inclusive).
 */
export function registerAudit(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/audit', { query: AUDIT_QUERY });
  app.get('/audit', async (c) => {
    const query = listQuery(c, AUDIT_FILTER_FIELDS, INVALID);
    if (!query.ok) return query.response;
    const filter = auditFilter(c);
    if (!filter.ok) return filter.response;
    // Filtered by entity alone (or not at all): the weekly counts answer (auditPages.ts).
    const only = entityOnly(query.value, filter.value);
    const page: Page<AuditRow> = only
      ? await entityOnlyPage<AuditRow>(db, COLUMNS, only, query.value.offset, query.value.limit)
      : await pagedRows<AuditRow, AuditFilterField>(
          db,
          { columns: COLUMNS, from: 'audit_log a', orderBy: 'a.at desc, a.id desc', searchFields: SEARCH, filter: filter.value },
          await withoutUnmatchedEntity(db, query.value),
        );
    const answer: AuditEntryPage = {
      result: page.result.map((row) => ({ ...row, before_text: compact(row.before), after_text: compact(row.after) })),
      meta: page.meta,
    };
    return c.json(answer);
  });
}

function compact(value: AuditEntry['before']): string {
  return value === null ? '' : JSON.stringify(value);
}

/** The `entity`, `id`, `from` and `to` conditions, or 400 naming each bad one. */
function auditFilter(c: Context): Step<ListFilter & { entity?: string; others: boolean }> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const problems: Record<string, string> = {};
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(params.length));
  };

  const entity = c.req.query('entity')?.trim();
  if (entity) {
    if (AUDITED_ENTITIES.includes(entity)) add((n) => `a.entity = $${n}`, entity);
    else problems.entity = `must be one of ${AUDITED_ENTITIES.join(', ')}`;
  }
  const id = c.req.query('id')?.trim();
  if (id) {
    const value = /^\d{1,10}$/.test(id) ? Number(id) : 0;
    if (value >= 1 && value <= MAX_DATABASE_INTEGER) add((n) => `a.row_id = $${n}`, value);
    else problems.id = `must be a whole number from 1 to ${MAX_DATABASE_INTEGER}`;
  }
  const moments: Partial<Record<'from' | 'to', number>> = {};
  for (const [name, operator] of [['from', '>='], ['to', '<=']] as const) {
    const raw = c.req.query(name)?.trim();
    if (!raw) continue;
    const text = raw.replace(/ (\d{2}:?\d{2})$/, '+$1');
    const moment = DATE_TIME.test(text) ? DateTime.fromISO(text, { setZone: true }) : undefined;
    if (!moment?.isValid) {
      problems[name] = 'must be an ISO 8601 date-time with an offset, e.g. 2025-02-14T09:30:00Z or 2025-02-14T09:30:00-06:00';
      continue;
    }
    moments[name] = moment.toMillis();
    add((n) => `a.at ${operator} $${n}::timestamptz`, text);
  }
  if (moments.from !== undefined && moments.to !== undefined && moments.from > moments.to && !problems.to) problems.to = 'must not be before from';
  if (Object.keys(problems).length > 0) return { ok: false, response: jsonError(c, 400, INVALID, problems) };
  // Any filter but the entity's (a row id, a time): the plain query answers.
  const others = conditions.length > (entity ? 1 : 0);
  return { ok: true, value: { conditions, params, ...(entity ? { entity } : {}), others } };
}
