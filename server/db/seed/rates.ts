/**
 * Demo delivery rates (000 §3, §5): a rate for every zone, a same-day morning rate for the city
 * zones, special rates for the next holidays (dated from the seeding day, so they are valid
 * future dates), and the general rate of each of the six delivery periods.
 */
import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '../../../shared/time/zones.ts';
import type { Queryable } from '../database';

/** Regions whose zones are city zones: they also get the same-day 'Morning Rush' rate. */
export const CITY_REGION_TAGS: readonly string[] = [
  'Halifax', 'Québec_City', 'Montreal', 'Ottawa', 'Kingston', 'Hamilton', 'Toronto', 'Kitchener_Waterloo', 'London',
  'Winnipeg', 'Regina', 'Saskatoon', 'Calgary', 'Edmonton', 'Kelowna', 'Vancouver', 'Victoria',
];

export interface ZoneRateSeed {
  displayText: string;
  rate: string;
  start: string;
  end: string;
  applicableDate: 0 | 1;
  isSameDayOnly: boolean;
  /** Only for the zones of CITY_REGION_TAGS. */
  cityOnly: boolean;
}

export const ZONE_RATES: readonly ZoneRateSeed[] = [
  { displayText: 'Anytime (8am - 8pm)', rate: '$10', start: '08:00:00', end: '20:00:00', applicableDate: 1, isSameDayOnly: false, cityOnly: false },
  { displayText: 'Morning Rush (8am - 10am)', rate: '$15', start: '08:00:00', end: '10:00:00', applicableDate: 1, isSameDayOnly: true, cityOnly: true },
];

/** The six periods of the delivery rate form (000 §5) with their demo prices. */
export const DELIVERY_RATES: readonly { period: string; rate: string }[] = [
  { period: 'Anytime (8am - 8pm)', rate: '$10' },
  { period: 'Early Morning Rush (7am - 9am)', rate: '$20' },
  { period: 'Morning Rush (8am - 10am)', rate: '$15' },
  { period: 'Afternoon (12pm - 5pm)', rate: '$12' },
  { period: 'Early Afternoon (12pm - 3pm)', rate: '$14' },
  { period: 'Late Afternoon (3pm - 8pm)', rate: '$12' },
];

export interface HolidaySeed {
  name: string;
  /** The holiday's date in a given year. */
  date: (year: number) => DateTime;
  rate: string;
}

const winnipegDate = (year: number, month: number, day: number) => DateTime.fromObject({ year, month, day }, { zone: BUSINESS_ZONE });

/** Holidays that bring special rates; Mother's Day is the second Sunday of May. */
export const HOLIDAYS: readonly HolidaySeed[] = [
  { name: "Valentine's Day", date: (year) => winnipegDate(year, 2, 14), rate: '$25' },
  {
    name: "Mother's Day",
    date: (year) => {
      const first = winnipegDate(year, 5, 1);
      return first.plus({ days: (7 - first.weekday) % 7 + 7 });
    },
    rate: '$20',
  },
  { name: 'Christmas Eve', date: (year) => winnipegDate(year, 12, 24), rate: '$18' },
];

/** Zones (by region tag and zone name) that get the holiday rates. */
export const SPECIAL_RATE_ZONES: readonly { tag: string; zone: string }[] = [
  { tag: 'Winnipeg', zone: 'Winnipeg South' },
  { tag: 'Toronto', zone: 'Downtown Toronto' },
  { tag: 'Vancouver', zone: 'Downtown Vancouver' },
];

/** Display text of the holiday rates; rate_name is it, ' - ' and the rate without decimals (000 §5). */
export const SPECIAL_RATE_TEXT = 'Anytime (8am - 8pm)';
export const SPECIAL_RATE_CUTOFF_TIME = '12:00';

/** The next date of a holiday strictly after `today` (YYYY-MM-DD). */
export function nextHoliday(holiday: HolidaySeed, today: string): string {
  const day = DateTime.fromISO(today, { zone: BUSINESS_ZONE });
  const thisYear = holiday.date(day.year);
  const date = thisYear.toISODate() ?? '';
  return date > today ? date : (holiday.date(day.year + 1).toISODate() ?? '');
}

/** Counts of what `seedRates` wrote. */
export interface RateSeedCounts {
  zoneRates: number;
  specialRates: number;
  deliveryRates: number;
}

/** Writes the demo rates over the zones present; `today` (YYYY-MM-DD, Winnipeg) dates the holidays. */
export async function seedRates(tx: Queryable, today: string): Promise<RateSeedCounts> {
  const { rows: zones } = await tx.query<{ zone_id: number; zone_name: string; tag: string }>(
    'select z.zone_id, z.zone_name, r.tag from zone z join region r on r.region_id = z.region_id order by z.zone_id',
  );
  const zoneRates = zones.flatMap((zone) =>
    ZONE_RATES.filter((rate) => !rate.cityOnly || CITY_REGION_TAGS.includes(zone.tag)).map((rate) => [
      `${zone.zone_name} - ${rate.displayText} - ${rate.rate}`,
      rate.displayText,
      rate.rate,
      rate.start,
      rate.end,
      rate.applicableDate,
      rate.isSameDayOnly,
      zone.zone_id,
    ]),
  );
  await insertAll(
    tx,
    'zone_delivery_rate',
    ['name', 'display_text', 'rate', 'applicable_start_time', 'applicable_end_time', 'applicable_date', 'is_same_day_only', 'zone_id'],
    zoneRates,
  );

  const specialRates = SPECIAL_RATE_ZONES.flatMap(({ tag, zone }) => {
    const found = zones.find((candidate) => candidate.tag === tag && candidate.zone_name === zone);
    if (!found) return [];
    return HOLIDAYS.map((holiday) => {
      const delivery = nextHoliday(holiday, today);
      const cutoff = DateTime.fromISO(delivery).minus({ days: 1 }).toISODate() ?? delivery;
      return [
        `${zone} - ${holiday.name} - ${holiday.rate}`,
        `${SPECIAL_RATE_TEXT} - ${holiday.rate}`,
        holiday.rate,
        SPECIAL_RATE_CUTOFF_TIME,
        cutoff,
        delivery,
        found.zone_id,
      ];
    });
  });
  await insertAll(
    tx,
    'special_zone_delivery_rate',
    ['name', 'rate_name', 'rate', 'cutoff_time', 'cutoff_date', 'delivery_date', 'zone_id'],
    specialRates,
  );

  const deliveryRates = DELIVERY_RATES.map(({ period, rate }) => [`${period} - ${rate}`, period, rate]);
  await insertAll(tx, 'delivery_rate', ['name', 'period', 'rate'], deliveryRates);
  return { zoneRates: zoneRates.length, specialRates: specialRates.length, deliveryRates: deliveryRates.length };
}

/** One multi-row insert (the demo rates are a few hundred rows at most). */
async function insertAll(tx: Queryable, table: string, columns: readonly string[], rows: readonly (readonly unknown[])[]): Promise<void> {
  if (rows.length === 0) return;
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const placeholders = row.map((value) => {
      params.push(value);
      return `$${params.length}`;
    });
    return `(${placeholders.join(', ')})`;
  });
  await tx.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params);
}
