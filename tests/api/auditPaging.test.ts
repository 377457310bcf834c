import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryPage } from '../../runtime/generated/entities';
import type { Database } from '../../server/db/database';
import { adminClient, type AdminClient } from '../support/api';
import { signIn } from '../support/oidcSignIn';
import { createTestEnvironment, type TestEnvironment } from '../support/testServer';

// Issue 30: the audit trail reads its total from weekly counts per entity kept by triggers
// (0125_audit_log_counts.sql) and starts a page in the week its offset falls in. Every answer
// must stay exactly what the plain filter, sort and slice gives.

let env: TestEnvironment;
let api: AdminClient;
let db: Database;

const ENTITIES = ['town', 'zone', 'postal-code', 'sms-message', 'order-pull-export'];

beforeAll(async () => {
  env = await createTestEnvironment();
  const server = await env.start();
  db = server.db;
  api = adminClient(server.origin, (await signIn(server.origin)).idToken);
  // 1,200 entries over 20 weeks, five entities, ties in time (three entries share each moment).
  await db.query(
    `insert into audit_log (at, actor_sub, actor_email, method, path, entity, row_id, before, after)
     select timestamptz '2026-01-05 00:00:00+00' + ((n / 3) * interval '7 hours'), 'paging-test', 'paging@example.com', 'PUT', '/api/admin/test',
            ($2::text[])[1 + (n * 7) % 5], 1 + (n * 37) % 400, null, jsonb_build_object('n', n)
       from generate_series(1, $1::int) n`,
    [1200, ENTITIES],
  );
});

afterAll(async () => {
  await env?.stop();
});

type Query = Record<string, string | number>;

async function page(query: Query): Promise<AuditEntryPage> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const answer = await api.get<AuditEntryPage>(`/audit?${search.toString()}`);
  expect(answer.status, `${search.toString()} ${answer.text}`).toBe(200);
  return answer.body;
}

/** The ids in list order, written plainly: the filter, then newest first with ties by id. */
async function reference(where: string, params: unknown[] = []): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(`select a.id from audit_log a ${where} order by a.at desc, a.id desc`, params);
  return rows.map((row) => row.id);
}

/** Pages of `size` at many offsets (deep ones, the last, past the end) equal that slice, with the exact total. */
async function expectPagesMatch(ids: number[], query: Query, size: number): Promise<void> {
  const offsets = new Set<number>([0, 1, size, Math.floor(ids.length / 2), ids.length - size, ids.length - 1, ids.length, ids.length + 5]);
  for (let offset = 0; offset < ids.length; offset += Math.max(size, Math.ceil(ids.length / 15))) offsets.add(offset);
  for (const offset of [...offsets].filter((value) => value >= 0)) {
    const answer = await page({ ...query, offset, limit: size });
    expect(answer.meta[0].totalrows, `total at offset ${offset}`).toBe(ids.length);
    expect(
      answer.result.map((entry) => entry.id),
      `page at offset ${offset}`,
    ).toEqual(ids.slice(offset, offset + size));
  }
}

describe('audit trail pages', () => {
  it('gives every page of the whole trail, deep offsets and the end included, with the exact total', async () => {
    const ids = await reference('');
    expect(ids.length).toBeGreaterThanOrEqual(1200);
    await expectPagesMatch(ids, {}, 20);
    await expectPagesMatch(ids, {}, 7);
  });

  it('gives every page of one entity (the entity filter)', async () => {
    await expectPagesMatch(await reference('where a.entity = $1', ['zone']), { entity: 'zone' }, 20);
  });

  it('gives every page of a search on entity names, one name or several, alone or with the row field', async () => {
    for (const text of ['zone', 'ORDER', 'o', 'sms-m']) {
      const ids = await reference('where lower(a.entity) like $1', [`%${text.toLowerCase()}%`]);
      expect(ids.length, text).toBeGreaterThan(0);
      await expectPagesMatch(ids, { searchString: text, filterOn: 'entity' }, 20);
      // A text with letters is no row id: searching both fields gives the same.
      await expectPagesMatch(ids, { searchString: text, filterOn: 'entity,row_id' }, 20);
    }
    await expectPagesMatch(await reference('where a.entity = $1 and lower(a.entity) like $2', ['town', '%ow%']), { entity: 'town', searchString: 'ow' }, 20);
    await expectPagesMatch([], { entity: 'town', searchString: 'zone', filterOn: 'entity' }, 20);
    await expectPagesMatch([], { searchString: 'nothing-like-this', filterOn: 'entity' }, 20);
  });

  it('gives every page of a search on row ids, and of digits on both fields', async () => {
    for (const text of ['37', '1', '399']) {
      const ids = await reference("where a.row_id::text like $1 or lower(a.entity) like $1", [`%${text}%`]);
      expect(ids.length, text).toBeGreaterThan(0);
      await expectPagesMatch(ids, { searchString: text, filterOn: 'row_id' }, 20);
      await expectPagesMatch(ids, { searchString: text }, 20);
    }
    // Letters on the row field alone match nothing.
    await expectPagesMatch([], { searchString: 'zone', filterOn: 'row_id' }, 20);
  });

  it('keeps the totals exact through writes, single rows and many, added and removed', async () => {
    for (let n = 0; n < 120; n += 1) {
      await db.query(`insert into audit_log (actor_sub, entity, row_id, after) values ('paging-test', $1, $2, '{}')`, [ENTITIES[n % ENTITIES.length], n + 1]);
    }
    await db.query(`delete from audit_log where entity = 'town' and row_id % 3 = 0 and actor_sub = 'paging-test'`);
    await db.query(`update audit_log set at = at - interval '30 days' where entity = 'zone' and row_id % 5 = 0 and actor_sub = 'paging-test'`);
    const { rows } = await db.query<{ entity: string; counted: string; kept: string }>(
      `select a.entity, count(*)::text as kept, coalesce((select sum(n) from audit_log_count c where c.entity = a.entity), 0)::text as counted
         from audit_log a group by a.entity`,
    );
    for (const row of rows) expect(row.counted, row.entity).toBe(row.kept);
    await expectPagesMatch(await reference(''), {}, 20);
    await expectPagesMatch(await reference('where a.entity = $1', ['zone']), { entity: 'zone' }, 20);
  });
});
