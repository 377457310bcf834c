import { businessToday } from '../../api/admin/clock';
import type { Database, Queryable } from '../database';
import { CATALOGUE_STEP, seedCatalogue } from './catalogue';
import { CHECKOUTS_STEP, DEFAULT_ORIGIN, seedCheckouts } from './checkouts';
import { CUSTOMER_LIST_STEP, seedCustomerList } from './customerList';
import { rebuildCityIndex } from './cityIndex';
import { GREETS_STEP, seedGreets } from './greets';
import { GIFTSETS_STEP, seedGiftsets } from './giftsets';
import { DEV_CLUSTERS_STEP, seedDevClusters } from './devClusters';
import { LABELS_STEP, seedLabels } from './labels';
import { LANDING_PAGES_STEP, seedLandingPages } from './landingPages';
import { DELIVERY_HUBS, PROVINCES, REGIONS, WAREHOUSES, hubForWarehouse, regionNameFromTag } from './places';
import { generatePostalCodes, type PostalCodeTown } from './postalCodes';
import { ORDER_PULL_CONFIGS_STEP, seedOrderPullConfigs } from './orderPullConfigs';
import { ORDER_PULL_SCHEDULES_STEP, seedOrderPullSchedules } from './orderPullSchedules';
import { ORDER_RULES_STEP, seedOrderRules } from './orderRules';
import { MESSAGING_STEP, seedMessaging } from './messaging';
import { ORDERS_STEP, seedOrders } from './orders';
import { ORDER_POSTAL_CODES_STEP, seedOrderPostalCodes } from './orderPostalCodes';
import { PIPELINES_STEP, seedPipelines } from './pipelines';
import { seedRates } from './rates';
import { REPORTS_OPS_STEP, seedReportsOps } from './reportsOps';
import { SMS_STEP, seedSms } from './sms';
import { SMS_TEMPLATES_STEP, seedSmsTemplates } from './smsTemplates';
import { UPGRADES_STEP, seedUpgrades } from './upgrades';

/** Postal codes the demo seeds when nothing else is asked for. */
export const DEFAULT_POSTAL_CODES = 1200;

/** Seed of the postal code generator, so every demo database gets the same codes. */
export const POSTAL_CODE_SEED = 20_240_517;

/** Most rows one insert statement carries. */
export const MAX_ROWS_PER_STATEMENT = 1000;

export interface SeedOptions {
  /** How many postal codes to generate (spread over all towns). */
  postalCodes: number;
  /** Generator seed; defaults to POSTAL_CODE_SEED. */
  seed?: number;
  /** The seeding moment: special rates fall on the next holidays after it. Defaults to now. */
  now?: Date;
  /** The console's address, which the demo's saved checkout names; defaults to DEFAULT_ORIGIN. */
  origin?: string;
}

/** The parts of the demo seed, recorded in `seed_step` once written. */
const RATES_STEP = 'rates';
/** Every step: a database lacking one (seeded before the step existed) gets it on its next start. */
const SEED_STEPS = [RATES_STEP, GIFTSETS_STEP, LABELS_STEP, DEV_CLUSTERS_STEP, REPORTS_OPS_STEP, SMS_STEP, SMS_TEMPLATES_STEP, ORDER_RULES_STEP, CATALOGUE_STEP, ORDERS_STEP, ORDER_POSTAL_CODES_STEP, UPGRADES_STEP, PIPELINES_STEP, ORDER_PULL_CONFIGS_STEP, ORDER_PULL_SCHEDULES_STEP, CUSTOMER_LIST_STEP, MESSAGING_STEP, GREETS_STEP, CHECKOUTS_STEP, LANDING_PAGES_STEP];

/**
 * Fills the places tables with the demo reference data: provinces, warehouses, delivery hubs,
 * the 28 regions, their zones and towns and `options.postalCodes` postal codes (and the demo
 * orders' own, orderPostalCodes.ts), the storefront city index, and the demo delivery rates, all
 * in one transaction. Places are seeded only when
 * no province exists; the rates only once per database (`seed_step`), so a database seeded
 * before the rates existed gets them on its next start, and rates deleted in the console stay
 * deleted. The seed's rows are not audited. Answers seeded: false when there was nothing to do.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<{ seeded: boolean }> {
  const { postalCodes } = options;
  if (!Number.isSafeInteger(postalCodes) || postalCodes < 0) {
    throw new Error(`postalCodes must be a non-negative integer, got ${postalCodes}`);
  }
  // Cheap check outside the transaction, repeated under a lock inside it for concurrent starts.
  if ((await hasProvinces(db)) && (await hasSteps(db, SEED_STEPS))) return { seeded: false };

  const result = await db.transaction(async (tx) => {
    // Demo data is no one's edit: the audit trail (0007_audit_log.sql) skips this transaction.
    await tx.query(`select set_config('console.audit', 'off', true)`);
    await tx.query('lock table province in exclusive mode');
    let seeded = false;
    if (!(await hasProvinces(tx))) {
      await seedPlaces(tx, postalCodes, options.seed ?? POSTAL_CODE_SEED);
      await rebuildCityIndex(tx);
      seeded = true;
    }
    if (!(await hasStep(tx, RATES_STEP))) {
      await seedRates(tx, businessToday(options.now ?? new Date()));
      await tx.query('insert into seed_step (name) values ($1)', [RATES_STEP]);
      seeded = true;
    }
    if (await seedReportsOps(tx, options.now ?? new Date())) seeded = true;
    if (await seedSms(tx, options.now ?? new Date())) seeded = true;
    if (await seedSmsTemplates(tx)) seeded = true;
    if (await seedMessaging(tx, options.now ?? new Date())) seeded = true;
    if (await seedOrderRules(tx, businessToday(options.now ?? new Date()))) seeded = true;
    if (await seedCatalogue(tx, options.now ?? new Date())) seeded = true;
    if (await seedLandingPages(tx)) seeded = true;
    if (await seedOrders(tx, businessToday(options.now ?? new Date()))) seeded = true;
    if (await seedOrderPostalCodes(tx)) seeded = true;
    if (await seedUpgrades(tx)) seeded = true;
    if (await seedPipelines(tx, options.now ?? new Date())) seeded = true;
    if (await seedOrderPullConfigs(tx)) seeded = true;
    if (await seedOrderPullSchedules(tx, options.now ?? new Date())) seeded = true;
    if (await seedGreets(tx)) seeded = true;
    if (await seedGiftsets(tx)) seeded = true;
    if (await seedLabels(tx, options.now ?? new Date())) seeded = true;
    if (await seedDevClusters(tx)) seeded = true;
    if (await seedCustomerList(tx, options.now ?? new Date())) seeded = true;
    if (await seedCheckouts(tx, options.origin ?? DEFAULT_ORIGIN)) seeded = true;
    return { seeded };
  });
  // Statistics for the planner and a visibility map for index-only page walks, right after the
  // bulk insert: PGlite runs no autovacuum, and PostgreSQL's would come only later. The places
  // tables only: the large one and those its list queries join or count with.
  if (result.seeded) await db.exec('vacuum analyze postal_code, postal_code_count, postal_code_area_count, town, zone, region');
  return result;
}

/** Provinces, warehouses, hubs, regions, zones, towns and postal codes. */
async function seedPlaces(tx: Queryable, postalCodes: number, seed: number): Promise<void> {
  const provinces = await insertRows<{ id: number; code: string }>(
    tx,
    'province',
    ['name', 'code'],
    PROVINCES.map((province) => [province.name, province.code]),
    'id, code',
  );
  const provinceId = lookup(provinces, (row) => row.code, (row) => row.id, 'province');

  const warehouses = await insertRows<{ id: number; sku: string }>(
    tx,
    'warehouse',
    ['name', 'sku'],
    WAREHOUSES.map((warehouse) => [warehouse.name, warehouse.sku]),
    'id, sku',
  );
  const warehouseId = lookup(warehouses, (row) => row.sku, (row) => row.id, 'warehouse');

  await insertRows(
    tx,
    'delivery_hub',
    ['region_id', 'region_name'],
    DELIVERY_HUBS.map((hub) => [hub.regionId, hub.regionName]),
  );

  const regions = await insertRows<{ region_id: number; tag: string }>(
    tx,
    'region',
    ['region_name', 'display_name', 'tag', 'short_code', 'province_id', 'warehouse_id', 'delivery_hub'],
    REGIONS.map((region) => [
      regionNameFromTag(region.tag),
      region.tag,
      region.tag,
      region.warehouseSku.toUpperCase(),
      provinceId(region.provinceCode),
      warehouseId(region.warehouseSku),
      hubForWarehouse(region.warehouseSku).regionId,
    ]),
    'region_id, tag',
  );
  const regionId = lookup(regions, (row) => row.tag, (row) => row.region_id, 'region');

  const zoneKey = (regionKey: number, zoneName: string) => `${regionKey}\u0000${zoneName}`;
  const zones = await insertRows<{ zone_id: number; zone_name: string; region_id: number }>(
    tx,
    'zone',
    ['zone_name', 'region_id'],
    REGIONS.flatMap((region) => region.zones.map((zone) => [zone.name, regionId(region.tag)])),
    'zone_id, zone_name, region_id',
  );
  const zoneId = lookup(zones, (row) => zoneKey(row.region_id, row.zone_name), (row) => row.zone_id, 'zone');

  // Towns carry no unique key in the schema; (zone, name) is unique in the seed data.
  const townKey = (zoneKeyId: number, townName: string) => `${zoneKeyId}\u0000${townName}`;
  const townRows = REGIONS.flatMap((region) =>
    region.zones.flatMap((zone) => {
      const zid = zoneId(zoneKey(regionId(region.tag), zone.name));
      return zone.towns.map((town) => [town, zid]);
    }),
  );
  const towns = await insertRows<{ town_id: number; town_name: string; zone_id: number }>(
    tx,
    'town',
    ['town_name', 'zone_id'],
    townRows,
    'town_id, town_name, zone_id',
  );
  const townId = lookup(towns, (row) => townKey(row.zone_id, row.town_name), (row) => row.town_id, 'town');

  const postalTowns: PostalCodeTown[] = REGIONS.flatMap((region) =>
    region.zones.flatMap((zone) => {
      const zid = zoneId(zoneKey(regionId(region.tag), zone.name));
      return zone.towns.map((town) => ({
        townId: townId(townKey(zid, town)),
        zoneId: zid,
        provinceCode: region.provinceCode,
        ...(zone.postalLetter === undefined ? {} : { postalLetter: zone.postalLetter }),
      }));
    }),
  );
  const codes = generatePostalCodes(postalTowns, postalCodes, seed);
  await insertRows(
    tx,
    'postal_code',
    ['postalcode', 'town_id', 'zone_id'],
    codes.map((code) => [code.postalcode, code.town_id, code.zone_id]),
  );
}

async function hasSteps(db: Queryable, names: readonly string[]): Promise<boolean> {
  const found = await db.query<{ count: number }>('select count(*)::int as count from seed_step where name = any($1::text[])', [names]);
  return (found.rows[0]?.count ?? 0) === names.length;
}

async function hasStep(db: Queryable, name: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>('select exists(select 1 from seed_step where name = $1) as found', [name]);
  return rows[0]?.found === true;
}

async function hasProvinces(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>('select exists(select 1 from province) as found');
  return rows[0]?.found === true;
}

/**
 * Inserts `rows` into `table` with multi-row `values` statements of at most
 * MAX_ROWS_PER_STATEMENT rows (and under PostgreSQL's 65,535-parameter limit), returning
 * the `returning` columns of every row. Table and column names are trusted constants.
 */
async function insertRows<Row = Record<string, unknown>>(
  tx: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  returning?: string,
): Promise<Row[]> {
  const width = columns.length;
  const batchSize = Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(65_535 / width));
  const head = `insert into ${table} (${columns.join(', ')}) values `;
  const tail = returning ? ` returning ${returning}` : '';
  const result: Row[] = [];
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const params: unknown[] = [];
    const tuples = batch.map((row) => {
      if (row.length !== width) throw new Error(`Row for ${table} has ${row.length} values, expected ${width}`);
      const placeholders = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const { rows: returned } = await tx.query<Row>(head + tuples.join(', ') + tail, params);
    result.push(...returned);
  }
  return result;
}

/** A lookup from a natural key to an id over returned rows; throws on a missing key. */
function lookup<Row, Key>(
  rows: readonly Row[],
  key: (row: Row) => Key,
  id: (row: Row) => number,
  what: string,
): (wanted: Key) => number {
  const ids = new Map<Key, number>();
  for (const row of rows) ids.set(key(row), id(row));
  if (ids.size !== rows.length) throw new Error(`Duplicate ${what} keys in seed data`);
  return (wanted) => {
    const found = ids.get(wanted);
    if (found === undefined) throw new Error(`Seed data refers to unknown ${what} ${String(wanted)}`);
    return found;
  };
}
