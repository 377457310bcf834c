/**
 * Demo order rules (001 §3): a default cutoff for each delivery weekday of every region, override
 * cutoffs (dates available) for the next Valentine's and Mother's Days and a Sunday pop-up in the
 * big cities, and the dates closed: the statutory holidays of the coming year for each region's
 * province, and two Fridays in the coming weeks for the remote regions (driver holidays). All
 * dates fall after the seeding day (America/Winnipeg). Seeded once per database (`seed_step`
 * 'order-rules'), inside the demo seed's unaudited transaction.
 */
import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '../../../shared/time/zones.ts';
import type { Queryable } from '../database';
import { HOLIDAYS, nextHoliday } from './rates';
import { REGIONS, type ProvinceCode } from './places';

export const ORDER_RULES_STEP = 'order-rules';

const ZONE = BUSINESS_ZONE;

/** One default cutoff: weekday (0 Sunday), HH:mm, effect 0..4 (days before the delivery). */
export interface DefaultCutoffSeed {
  day: number;
  time: string;
  effect: number;
}

const weekdays = (days: readonly number[], time: string, effect: number): DefaultCutoffSeed[] => days.map((day) => ({ day, time, effect }));

/** Big cities: same-day on weekdays (order by 10:00), Saturday by Friday 15:55. */
const METRO = [...weekdays([1, 2, 3, 4, 5], '10:00', 0), ...weekdays([6], '15:55', 1)];
/** Other cities: weekdays by 15:55 the day before, Saturday by Friday noon. */
const CITY = [...weekdays([1, 2, 3, 4, 5], '15:55', 1), ...weekdays([6], '12:00', 1)];
/** Surroundings and rural areas: Tuesday to Friday, two days ahead. */
const SURROUNDING = weekdays([2, 3, 4, 5], '15:55', 2);

/** Default cutoffs per region tag (every seeded region has at least one delivery weekday). */
export const DEFAULT_CUTOFFS: Readonly<Record<string, readonly DefaultCutoffSeed[]>> = {
  Winnipeg: METRO,
  Toronto: METRO,
  Vancouver: METRO,
  Halifax: CITY,
  Québec_City: CITY,
  Montreal: CITY,
  Ottawa: CITY,
  Kingston: CITY,
  Hamilton: CITY,
  Kitchener_Waterloo: CITY,
  London: CITY,
  Regina: CITY,
  Saskatoon: CITY,
  Calgary: CITY,
  Edmonton: CITY,
  Kelowna: CITY,
  Victoria: CITY,
  Langley: CITY,
  Maritimes: SURROUNDING,
  Montreal_Surrounding: SURROUNDING,
  Winnipeg_Surrounding: SURROUNDING,
  Rural_MB: SURROUNDING,
  Southern_AB: SURROUNDING,
  Okanagan: SURROUNDING,
  Kelowna_Surrounding: SURROUNDING,
  Surrounding_VAC: SURROUNDING,
  Really_Rural_MB: weekdays([3, 5], '12:00', 3),
  Northern_AB: [...weekdays([2], '12:00', 3), ...weekdays([4], '12:00', 4)],
};

/** Regions that open the holidays below, and the Sunday pop-up, with override cutoffs. */
export const OVERRIDE_REGION_TAGS: readonly string[] = ['Winnipeg', 'Toronto', 'Vancouver', 'Calgary', 'Montreal'];
export const POP_UP_SUNDAY_TAGS: readonly string[] = ['Winnipeg', 'Toronto'];
/** Remote regions closed on two Fridays of the coming weeks. */
export const DRIVER_HOLIDAY_TAGS: readonly string[] = ['Really_Rural_MB', 'Rural_MB', 'Okanagan'];

export interface OverrideSeed {
  tag: string;
  date: string;
  time: string;
  effect: number;
}

const day = (today: string) => DateTime.fromISO(today, { zone: ZONE });
const iso = (date: DateTime) => date.toISODate() ?? '';

/** The Sunday at least 8 days after `today`. */
function popUpSunday(today: string): string {
  const start = day(today).plus({ days: 8 });
  return iso(start.plus({ days: (7 - (start.weekday % 7)) % 7 }));
}

/** Override cutoffs after `today`: Valentine's and Mother's Days (noon, two days ahead) and the Sunday pop-up. */
export function overrideSeeds(today: string): OverrideSeed[] {
  const seeds = new Map<string, OverrideSeed>();
  const add = (seed: OverrideSeed) => seeds.set(`${seed.tag}\u0000${seed.date}`, seeds.get(`${seed.tag}\u0000${seed.date}`) ?? seed);
  for (const holiday of HOLIDAYS.filter((holiday) => holiday.name !== 'Christmas Eve')) {
    for (const tag of OVERRIDE_REGION_TAGS) add({ tag, date: nextHoliday(holiday, today), time: '12:00', effect: 2 });
  }
  for (const tag of POP_UP_SUNDAY_TAGS) add({ tag, date: popUpSunday(today), time: '15:55', effect: 1 });
  return [...seeds.values()];
}

/** The nth (1-based) `weekday` (1 Monday … 7 Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): DateTime {
  const first = DateTime.fromObject({ year, month, day: 1 }, { zone: ZONE });
  return first.plus({ days: ((weekday - first.weekday + 7) % 7) + 7 * (n - 1) });
}

/** A statutory holiday and the provinces that observe it (undefined: all). */
interface StatutoryHoliday {
  date: (year: number) => DateTime;
  provinces?: readonly ProvinceCode[];
}

const fixed = (month: number, dayOfMonth: number) => (year: number) => DateTime.fromObject({ year, month, day: dayOfMonth }, { zone: ZONE });
const NOT_QUEBEC: readonly ProvinceCode[] = ['MB', 'SK', 'AB', 'BC', 'ON', 'HX', 'NS', 'PE', 'NB'];

/** Holidays the business closes on (Family / Louis Riel / Heritage Day and the August civic holiday outside Quebec; Fête nationale in Quebec). */
export const STATUTORY_HOLIDAYS: readonly StatutoryHoliday[] = [
  { date: fixed(1, 1) },
  { date: (year) => nthWeekday(year, 2, 1, 3), provinces: NOT_QUEBEC },
  // Victoria Day (National Patriots' Day in Quebec): the Monday before 25 May.
  { date: (year) => fixed(5, 24)(year).minus({ days: (fixed(5, 24)(year).weekday - 1) % 7 }) },
  { date: fixed(6, 24), provinces: ['QC'] },
  { date: fixed(7, 1) },
  { date: (year) => nthWeekday(year, 8, 1, 1), provinces: NOT_QUEBEC },
  { date: (year) => nthWeekday(year, 9, 1, 1) },
  { date: (year) => nthWeekday(year, 10, 1, 2) },
  { date: fixed(12, 25) },
  { date: fixed(12, 26) },
];

/** Closed dates of a region after `today`: its province's holidays within a year, and the driver-holiday Fridays. */
export function closedDateSeeds(tag: string, province: ProvinceCode, today: string): string[] {
  const start = day(today);
  const end = start.plus({ years: 1 });
  const dates = new Set<string>();
  for (const holiday of STATUTORY_HOLIDAYS) {
    if (holiday.provinces && !holiday.provinces.includes(province)) continue;
    for (const year of [start.year, start.year + 1]) {
      const date = holiday.date(year);
      if (date > start && date <= end) dates.add(iso(date));
    }
  }
  if (DRIVER_HOLIDAY_TAGS.includes(tag)) {
    const friday = start.plus({ days: 14 + ((5 - start.weekday + 7) % 7) });
    dates.add(iso(friday));
    dates.add(iso(friday.plus({ days: 7 })));
  }
  return [...dates].sort();
}

/** Seeds the order rules once per database (after the places); answers whether it wrote anything. */
export async function seedOrderRules(tx: Queryable, today: string): Promise<boolean> {
  const done = await tx.query<{ found: boolean }>('select exists(select 1 from seed_step where name = $1) as found', [ORDER_RULES_STEP]);
  if (done.rows[0]?.found === true) return false;
  const { rows } = await tx.query<{ region_id: number; tag: string }>('select region_id, tag from region');
  const regionId = new Map(rows.map((row) => [row.tag, row.region_id]));
  const known = REGIONS.filter((region) => regionId.has(region.tag));

  const defaults = known.flatMap((region) => (DEFAULT_CUTOFFS[region.tag] ?? []).map((cutoff) => ({ ...cutoff, regionId: regionId.get(region.tag) ?? 0 })));
  await tx.query(
    `insert into cutoff_default (region_id, day_of_week, cut_off_time, effect)
     select * from unnest($1::int[], $2::smallint[], $3::time[], $4::smallint[])`,
    [defaults.map((row) => row.regionId), defaults.map((row) => row.day), defaults.map((row) => row.time), defaults.map((row) => row.effect)],
  );

  const overrides = overrideSeeds(today).filter((seed) => regionId.has(seed.tag));
  await tx.query(
    `insert into cutoff_override (region_id, available_date, cut_off_time, effect)
     select * from unnest($1::int[], $2::date[], $3::time[], $4::smallint[])`,
    [overrides.map((row) => regionId.get(row.tag) ?? 0), overrides.map((row) => row.date), overrides.map((row) => row.time), overrides.map((row) => row.effect)],
  );

  for (const region of known) {
    const dates = closedDateSeeds(region.tag, region.provinceCode, today);
    if (dates.length === 0) continue;
    await tx.query('insert into date_closed_rule (region_id, closed_dates) values ($1, $2::date[])', [regionId.get(region.tag), dates]);
  }
  await tx.query('insert into seed_step (name) values ($1)', [ORDER_RULES_STEP]);
  return true;
}
