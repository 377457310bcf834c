import type { Queryable } from '../../../server/db/database';

/**
 * A cheap fingerprint of everything stored: each table's row count, and the sum of `version`
 * where rows have one (any update raises it); `audit_log` counts every admin write.
 */
export async function fingerprint(db: Queryable): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ name: string; versioned: boolean }>(
    `select t.table_name as name,
            exists(select 1 from information_schema.columns c
                    where c.table_schema = t.table_schema and c.table_name = t.table_name and c.column_name = 'version') as versioned
       from information_schema.tables t
      where t.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      order by t.table_name`,
  );
  const parts = tables.map(
    ({ name, versioned }) => `select '${name}' as name, count(*)::text || '/' || ${versioned ? 'coalesce(sum(version), 0)::text' : `'-'`} as print from "${name}"`,
  );
  const { rows } = await db.query<{ name: string; print: string }>(parts.join(' union all '));
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}
