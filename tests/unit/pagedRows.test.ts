import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database';
import { entityOnlyPage } from '../../server/api/admin/auditPages';
import { pagedRows, type ListQuery } from '../../server/api/admin/paging';

/** A stand-in database answering every statement with `rows`, recording what was sent. */
function answering(rows: Record<string, unknown>[]): { db: Queryable; sent: { sql: string; params: unknown[] }[] } {
  const sent: { sql: string; params: unknown[] }[] = [];
  const db: Queryable = {
    query: <Row>(sql: string, params: unknown[] = []) => {
      sent.push({ sql, params });
      return Promise.resolve({ rows: rows as Row[] });
    },
  };
  return { db, sent };
}

const spec = { columns: 't.id, t.name', from: 'thing t', orderBy: 't.name, t.id', searchFields: { name: { expression: 'lower(t.name)' } } };
const query: ListQuery<'name'> = { offset: 40, limit: 20, searchString: 'Ab%', filterOn: ['name'] };

describe('a paged list call (paging.ts pagedRows)', () => {
  it('sends one statement for the page and its count, the search escaped once for both', async () => {
    const { db, sent } = answering([{ page_total: 42, id: 1, name: 'Abby', page_row: 1 }]);
    await pagedRows(db, spec, query);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.params).toEqual(['%ab\\%%', 20, 40]);
    expect(sent[0]?.sql).toMatch(/select count\(\*\)::int from thing t where \(lower\(t\.name\) like \$1\)/);
    expect(sent[0]?.sql).toMatch(/order by t\.name, t\.id limit \$2 offset \$3/);
  });

  it('answers the page rows without the count beside them, and the count alone past the last page', async () => {
    const page = answering([
      { page_total: 42, id: 1, name: 'Abby', page_row: 1 },
      { page_total: 42, id: 2, name: 'Abe', page_row: 1 },
    ]);
    expect(await pagedRows(page.db, spec, query)).toEqual({ result: [{ id: 1, name: 'Abby' }, { id: 2, name: 'Abe' }], meta: [{ totalrows: 42 }] });
    const past = answering([{ page_total: 42, id: null, name: null, page_row: null }]);
    expect(await pagedRows(past.db, spec, { ...query, offset: 60 })).toEqual({ result: [], meta: [{ totalrows: 42 }] });
  });
});

describe("the audit trail's page of every entry (auditPages.ts)", () => {
  it('reads the page and its total in one statement, the total kept past the last page', async () => {
    const page = answering([{ page_total: '100000', id: 9, entity: 'zone', page_row: 1 }]);
    expect(await entityOnlyPage(page.db, 'a.id, a.entity', { entity: undefined, namePattern: undefined }, 20, 20)).toEqual({ result: [{ id: 9, entity: 'zone' }], meta: [{ totalrows: 100_000 }] });
    expect(page.sent).toHaveLength(1);
    expect(page.sent[0]?.params).toEqual([20, 20]);
    const past = answering([{ page_total: '100000', id: null, entity: null, page_row: null }]);
    expect(await entityOnlyPage(past.db, 'a.id, a.entity', { entity: undefined, namePattern: undefined }, 100_000, 20)).toEqual({ result: [], meta: [{ totalrows: 100_000 }] });
  });
});
