/**
 * The audit trail's pages at 100,000 entries and more (0125_audit_log_counts.sql): when the
 * list is filtered by entity only (the `entity` filter, a search that can only match entity
 * names, or nothing), its total is a sum over the per-entity weekly counts, and a page starts
 * in the week where the running count (newest first) passes its offset, walking at most that
 * week's entries. The answers are those of the plain count and `order by … offset`
 * (paging.ts pagedRows), which every other query still uses.
 */
import { PREPARED, type Queryable } from '../../db/database';
import { likeLiteral, type ListQuery, type Page } from './paging';

export type AuditSearchField = 'entity' | 'row_id';

/** What the entity-only path needs: the entity filter, and the search text when it applies to entity names. */
export interface EntityOnly {
  /** `entity=` of the call, or undefined. */
  entity: string | undefined;
  /** The LIKE pattern entity names are searched with (lower-cased), or undefined for no search. */
  namePattern: string | undefined;
  /** The search can match nothing (a text with letters on row ids alone). */
  none?: true;
}

/**
 * Whether the query is one the counts answer, and how: no filter but `entity`, and either no
 * search or one that no row id can match (a row id's text is digits, with '-' for a negative
 * one) on entity names or on row ids. Undefined: the plain query answers it.
 */
export function entityOnly(query: ListQuery<AuditSearchField>, filters: { entity?: string; others: boolean }): EntityOnly | undefined {
  if (filters.others) return undefined;
  if (query.searchString === undefined) return { entity: filters.entity, namePattern: undefined };
  const lowered = query.searchString.toLowerCase();
  const rowIdCanMatch = query.filterOn.includes('row_id') && /^[-0-9]+$/.test(lowered);
  if (rowIdCanMatch) return undefined;
  // Searched on row ids alone with a text no row id holds: nothing matches.
  if (!query.filterOn.includes('entity')) return { entity: filters.entity, namePattern: undefined, none: true };
  return { entity: filters.entity, namePattern: `%${likeLiteral(lowered)}%` };
}

/**
 * One page of the audit trail (rows in `columns` over `audit_log a`), newest first, with its
 * total, for an entity-only query.
 */
export async function entityOnlyPage<Row>(db: Queryable, columns: string, only: EntityOnly, offset: number, limit: number): Promise<Page<Row>> {
  if (only.none) return { result: [], meta: [{ totalrows: 0 }] };
  if (only.entity === undefined && only.namePattern === undefined) return everyEntityPage<Row>(db, columns, offset, limit);
  // The entities the page lists: those with entries whose name matches, narrowed to the filter's.
  const { rows: counted } = await db.query<{ entity: string; n: string }>(
    `select entity, sum(n)::text as n from audit_log_count
      where ($1::text is null or entity = $1) and ($2::text is null or lower(entity) like $2)
      group by entity having sum(n) > 0`,
    [only.entity ?? null, only.namePattern ?? null],
    PREPARED,
  );
  const entities = counted.map((row) => row.entity);
  const total = counted.reduce((sum, row) => sum + Number(row.n), 0);
  if (entities.length === 0 || offset >= total) return { result: [], meta: [{ totalrows: total }] };
  const params: unknown[] = [offset, limit, entities];
  const { rows } = await db.query<Row>(
    `with weeks as (
       select week, sum(n) as n from audit_log_count where entity = any($3::text[]) group by week having sum(n) > 0
     ),
     running as (select week, n, sum(n) over (order by week desc) as upto from weeks),
     start as (
       select (week + interval '7 days') at time zone 'UTC' as bound, (upto - n)::bigint as before
         from running where upto > $1 order by week desc limit 1
     )
     select ${columns} from audit_log a
      -- A scalar bound: the time index starts the walk at the week's end.
      where a.at < (select bound from start) and a.entity = any($3::text[])
      order by a.at desc, a.id desc
      offset $1::bigint - (select before from start) limit $2`,
    params,
    // Planned each time: for some entities the plan depends on which (a generic one was slower).
  );
  return { result: rows, meta: [{ totalrows: total }] };
}

/**
 * A page of the whole trail and its total in one statement (the trail's first page and any
 * other: what the screen opens with): the weekly counts of every entity give the total and the
 * week the page starts in; the time index is walked from that week's end. Past the last entry the
 * page is empty (no week holds the offset) and the total still answered.
 */
async function everyEntityPage<Row>(db: Queryable, columns: string, offset: number, limit: number): Promise<Page<Row>> {
  const { rows } = await db.query<Row & { page_total: string; page_row: number | null }>(
    `with weeks as (select week, sum(n) as n from audit_log_count group by week having sum(n) > 0),
     running as (select week, n, sum(n) over (order by week desc) as upto from weeks),
     start as (
       select (week + interval '7 days') at time zone 'UTC' as bound, (upto - n)::bigint as before
         from running where upto > $1 order by week desc limit 1
     )
     select (select coalesce(sum(n), 0) from weeks)::text as page_total, page.*
       from (select 1) one
       left join lateral (
         select ${columns}, 1 as page_row from audit_log a
          -- A scalar bound: the time index starts the walk at the week's end.
          where a.at < (select bound from start)
          order by a.at desc, a.id desc
          offset $1::bigint - (select before from start) limit $2
       ) page on true`,
    [offset, limit],
    PREPARED,
  );
  const result = rows.flatMap(({ page_total: _total, page_row: row, ...entry }) => (row === null ? [] : [entry as unknown as Row]));
  return { result, meta: [{ totalrows: Number(rows[0]?.page_total ?? 0) }] };
}

/**
 * A search on both fields whose text no entity name holds is a search on row ids alone (the
 * same rows): the row id's trigram index then serves it, where the `or` would read every entry.
 */
export async function withoutUnmatchedEntity(db: Queryable, query: ListQuery<AuditSearchField>): Promise<ListQuery<AuditSearchField>> {
  if (query.searchString === undefined || !query.filterOn.includes('entity') || !query.filterOn.includes('row_id')) return query;
  const { rows } = await db.query<{ found: boolean }>(
    'select exists (select 1 from audit_log_count where lower(entity) like $1 group by entity having sum(n) > 0) as found',
    [`%${likeLiteral(query.searchString.toLowerCase())}%`],
  );
  return rows[0]?.found === false ? { ...query, filterOn: ['row_id'] } : query;
}
