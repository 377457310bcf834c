import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate, splitStatements } from '../../server/db/migrate';
import { demoOrderPostalCodes } from '../../server/db/seed/orders';
import { DELIVERY_HUBS, REGIONS, regionNameFromTag } from '../../server/db/seed/places';
import {
  PROVINCE_POSTAL_LETTERS,
  generatePostalCodes,
  type PostalCodeTown,
} from '../../server/db/seed/postalCodes';
import { DEFAULT_POSTAL_CODES, seedDemoData } from '../../server/db/seed/seed';

const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/;

/** Row counts of every places table, to show a second seed changes nothing. */
async function counts(db: Database): Promise<Record<string, number>> {
  const { rows } = await db.query<Record<string, number>>(
    `select (select count(*)::int from province) as province,
            (select count(*)::int from warehouse) as warehouse,
            (select count(*)::int from delivery_hub) as delivery_hub,
            (select count(*)::int from region) as region,
            (select count(*)::int from zone) as zone,
            (select count(*)::int from town) as town,
            (select count(*)::int from postal_code) as postal_code`,
  );
  const row = rows[0];
  if (!row) throw new Error('no counts');
  return row;
}

describe('seedDemoData', () => {
  let db: Database;
  let firstSeed: { seeded: boolean };

  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    firstSeed = await seedDemoData(db, { postalCodes: 500 });
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  it('reports that it seeded', () => {
    expect(firstSeed).toEqual({ seeded: true });
  });

  it('seeds 10 provinces, the warehouses and one hub per warehouse', async () => {
    const c = await counts(db);
    expect(c.province).toBe(10);
    expect(c.warehouse).toBe(11);
    expect(c.delivery_hub).toBe(11);
    const { rows } = await db.query<{ name: string }>('select name from province order by id');
    expect(rows.map((row) => row.name)).toEqual([
      'Manitoba', 'Saskatchewan', 'Alberta', 'British Columbia', 'Ontario',
      'Maritimes', 'Quebec', 'Nova Scotia', 'Prince Edward Island', 'New Brunswick',
    ]);
    for (const hub of DELIVERY_HUBS) expect(hub.regionId).toMatch(/^[a-z0-9]{24}$/);
  });

  it('seeds 28 regions, each with a province, a warehouse and its hub', async () => {
    const { rows } = await db.query<{
      tag: string; region_name: string; display_name: string; short_code: string;
      province_code: string | null; sku: string | null; hub: string | null;
    }>(
      `select r.tag, r.region_name, r.display_name, r.short_code, p.code as province_code, w.sku, h.region_name as hub
         from region r
         left join province p on p.id = r.province_id
         left join warehouse w on w.id = r.warehouse_id
         left join delivery_hub h on h.region_id = r.delivery_hub`,
    );
    expect(rows).toHaveLength(28);
    for (const row of rows) {
      expect(row.province_code).not.toBeNull();
      expect(row.sku).not.toBeNull();
      expect(row.hub).not.toBeNull();
      expect(row.display_name).toBe(row.tag);
      expect(row.region_name).toBe(regionNameFromTag(row.tag));
      expect(row.short_code).toBe(row.sku?.toUpperCase());
    }
    const byTag = new Map(rows.map((row) => [row.tag, row]));
    expect(byTag.get('Québec_City')?.region_name).toBe('Québec City');
    expect(byTag.get('Really_Rural_MB')?.region_name).toBe('Really Rural MB');
    expect(byTag.get('Surrounding_VAC')?.region_name).toBe('Surrounding VAC');
    expect(byTag.get('Southern_AB')?.region_name).toBe('Southern AB');
    expect(byTag.get('Regina')).toMatchObject({ province_code: 'SK', sku: 'sk', short_code: 'SK', hub: 'Saskatchewan Hub' });
    expect(byTag.get('Maritimes')).toMatchObject({ province_code: 'HX', sku: 'hx' });
  });

  it('gives every region zones and every zone towns', async () => {
    const regionsWithoutZones = await db.query(
      'select r.tag from region r where not exists (select 1 from zone z where z.region_id = r.region_id)',
    );
    expect(regionsWithoutZones.rows).toEqual([]);
    const zonesWithoutTowns = await db.query(
      'select z.zone_name from zone z where not exists (select 1 from town t where t.zone_id = z.zone_id)',
    );
    expect(zonesWithoutTowns.rows).toEqual([]);
    const { rows } = await db.query<{ zones: number; min_towns: number; max_towns: number }>(
      `select count(*)::int as zones, min(n)::int as min_towns, max(n)::int as max_towns
         from (select count(*) as n from town group by zone_id) per_zone`,
    );
    expect(rows[0]?.zones).toBe(REGIONS.reduce((sum, region) => sum + region.zones.length, 0));
    expect(rows[0]?.min_towns).toBeGreaterThanOrEqual(2);
    expect(rows[0]?.max_towns).toBeLessThanOrEqual(5);
  });

  it('seeds 500 well-formed postal codes and the demo orders\' own, whose first letter matches the province', async () => {
    const { rows } = await db.query<{ postalcode: string; province_code: string; zone_matches: boolean; region_tag: string; town_name: string }>(
      `select pc.postalcode, p.code as province_code, (t.zone_id = pc.zone_id) as zone_matches, r.tag as region_tag, t.town_name
         from postal_code pc
         join town t on t.town_id = pc.town_id
         join zone z on z.zone_id = pc.zone_id
         join region r on r.region_id = z.region_id
         join province p on p.id = r.province_id`,
    );
    const orderCodes = demoOrderPostalCodes();
    expect(new Set(orderCodes.map((code) => code.postalCode)).size).toBe(40);
    expect(rows).toHaveLength(500 + 40);
    // Each order's code lies in the town its order names, so its rates are that town's zone's.
    const byCode = new Map(rows.map((row) => [row.postalcode, row]));
    for (const code of orderCodes) expect(byCode.get(code.postalCode), code.postalCode).toMatchObject({ region_tag: code.regionTag, town_name: code.city });
    for (const row of rows) {
      expect(row.postalcode).toMatch(POSTAL_CODE);
      expect(PROVINCE_POSTAL_LETTERS[row.province_code]).toContain(row.postalcode.charAt(0));
      expect(row.zone_matches).toBe(true);
    }
  });

  it('does nothing the second time', async () => {
    const before = await counts(db);
    const sample = await db.query('select postalcode, town_id, zone_id from postal_code order by postalcode_id limit 20');
    expect(await seedDemoData(db, { postalCodes: 500 })).toEqual({ seeded: false });
    expect(await counts(db)).toEqual(before);
    expect((await db.query('select postalcode, town_id, zone_id from postal_code order by postalcode_id limit 20')).rows)
      .toEqual(sample.rows);
  });

  it('gives a database seeded before a part of the demo existed that part on its next start', async () => {
    // As a database seeded before reports and ops links existed: their step was never recorded.
    await db.query(`select set_config('console.audit', 'off', false)`);
    for (const table of ['ops_link', 'latest_pull', 'order_pull_rule', 'password_reset_outbox', 'shop_customer']) await db.query(`delete from ${table}`);
    await db.query(`delete from seed_step where name = 'reports-ops'`);
    await db.query(`select set_config('console.audit', '', false)`);
    expect(await seedDemoData(db, { postalCodes: 500 })).toEqual({ seeded: true });
    expect((await db.query<{ count: number }>('select count(*)::int as count from ops_link')).rows[0]?.count).toBeGreaterThan(0);
    expect(await seedDemoData(db, { postalCodes: 500 })).toEqual({ seeded: false });
  });

  it('defaults to 1,200 postal codes for the demo', () => {
    expect(DEFAULT_POSTAL_CODES).toBe(1200);
  });

  it('leaves no audit entries and starts every row at version 1', async () => {
    const { rows } = await db.query<{ entries: number; versions: number[] }>(
      `select (select count(*)::int from audit_log) as entries,
              array(select distinct version from town union select distinct version from postal_code
                    union select distinct version from zone_delivery_rate) as versions`,
    );
    expect(rows[0]).toEqual({ entries: 0, versions: [1] });
  });
});

describe('splitStatements', () => {
  it('splits on semicolons at line ends but keeps dollar-quoted function bodies whole', () => {
    const sql = [
      '-- a comment;',
      'create table t (id int);',
      'create function f() returns trigger language plpgsql as $$',
      'begin',
      '  insert into t values (1);',
      '  return null;',
      'end',
      '$$;',
      "create function g() returns text language sql as $body$ select 'a;'; $body$;",
      'create index t_idx on t (id);',
    ].join('\n');
    const statements = splitStatements(sql);
    expect(statements).toHaveLength(4);
    expect(statements[0]).toBe('create table t (id int)');
    expect(statements[1]).toMatch(/^create function f\(\)[\s\S]*return null;\nend\n\$\$$/);
    expect(statements[2]).toBe("create function g() returns text language sql as $body$ select 'a;'; $body$");
    expect(statements[3]).toBe('create index t_idx on t (id)');
  });
});

describe('generatePostalCodes', () => {
  const provinces = ['NS', 'HX', 'QC', 'ON', 'MB', 'SK', 'AB', 'BC'];
  const towns: PostalCodeTown[] = Array.from({ length: 80 }, (_, i) => ({
    townId: i + 1,
    zoneId: Math.floor(i / 4) + 1,
    provinceCode: provinces[Math.floor(i / 10)] ?? 'ON',
  }));

  it('is deterministic for one seed and differs for another', () => {
    const a = generatePostalCodes(towns, 1000, 42);
    expect(generatePostalCodes(towns, 1000, 42)).toEqual(a);
    expect(generatePostalCodes(towns, 1000, 43)).not.toEqual(a);
  });

  it('returns exactly the count asked for', () => {
    for (const count of [0, 1, 79, 80, 81, 1234]) expect(generatePostalCodes(towns, count, 7)).toHaveLength(count);
  });

  it('keeps 20,000 codes unique, well-formed, in their province and spread over every town', () => {
    const codes = generatePostalCodes(towns, 20_000, 2024);
    expect(codes).toHaveLength(20_000);
    expect(new Set(codes.map((code) => code.postalcode)).size).toBe(20_000);
    const townById = new Map(towns.map((town) => [town.townId, town]));
    const perTown = new Map<number, number>();
    const fsasPerTown = new Map<number, Set<string>>();
    for (const code of codes) {
      expect(code.postalcode).toMatch(POSTAL_CODE);
      const town = townById.get(code.town_id);
      expect(town?.zoneId).toBe(code.zone_id);
      expect(PROVINCE_POSTAL_LETTERS[town?.provinceCode ?? '']).toContain(code.postalcode.charAt(0));
      perTown.set(code.town_id, (perTown.get(code.town_id) ?? 0) + 1);
      fsasPerTown.set(code.town_id, (fsasPerTown.get(code.town_id) ?? new Set()).add(code.postalcode.slice(0, 3)));
    }
    expect([...perTown.values()].every((n) => n === 250)).toBe(true);
    // 250 codes fit one forward sortation area, so each town has exactly one.
    expect([...fsasPerTown.values()].every((fsas) => fsas.size === 1)).toBe(true);
  });

  it('honours a town postal letter and rejects one outside the province', () => {
    const pei: PostalCodeTown[] = [{ townId: 1, zoneId: 1, provinceCode: 'HX', postalLetter: 'C' }];
    expect(generatePostalCodes(pei, 50, 1).every((code) => code.postalcode.startsWith('C'))).toBe(true);
    expect(() => generatePostalCodes([{ townId: 1, zoneId: 1, provinceCode: 'MB', postalLetter: 'T' }], 1, 1)).toThrow();
    expect(() => generatePostalCodes([{ townId: 1, zoneId: 1, provinceCode: 'XX' }], 1, 1)).toThrow();
  });
});
