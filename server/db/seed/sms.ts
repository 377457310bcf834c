/**
 * Demo SMS data (002 §3): drivers for most delivery hubs (Kelowna Hub has none, so its list
 * shows 'Drivers Not Available'), driver SMS templates with and without the {{situation}} and
 * {{time}} placeholders, and phone opt-outs with and without an end (one of them a driver's, one
 * already expired). Phones are fictional numbers (555-0100 to 555-0199) on each hub's real area
 * code. Seeded once per database (`seed_step` 'sms'), in the seed's unaudited transaction.
 */
import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '../../../shared/time/zones.ts';
import type { Queryable } from '../database';
import { DELIVERY_HUBS, type WarehouseSku } from './places';

export const SMS_STEP = 'sms';

/** A hub's time zone, by its warehouse. */
export const HUB_TIME_ZONES: Readonly<Record<WarehouseSku, string>> = {
  cg: 'America/Edmonton',
  ab: 'America/Edmonton',
  hx: 'America/Halifax',
  tr: 'America/Toronto',
  ot: 'America/Toronto',
  hm: 'America/Toronto',
  mt: 'America/Toronto',
  bc: 'America/Vancouver',
  kl: 'America/Vancouver',
  mb: 'America/Winnipeg',
  sk: 'America/Regina',
};

export interface DriverSeed {
  hub: string;
  fullName: string;
  /** What dispatch calls the driver; absent: the full name is shown. */
  displayName?: string;
  /** E.164. */
  phone: string;
  /** ISO weekdays worked (1 = Monday); every day when absent. */
  workdays?: readonly number[];
  active?: boolean;
}

const WEEKDAYS = [1, 2, 3, 4, 5] as const;
const WEEKENDS = [6, 7] as const;

const driversOf = (hub: string, area: string, rows: readonly [string, string | undefined, string, (readonly number[])?][]): DriverSeed[] =>
  rows.map(([fullName, displayName, line, workdays]) => ({
    hub,
    fullName,
    ...(displayName === undefined ? {} : { displayName }),
    phone: `+1${area}555${line}`,
    ...(workdays === undefined ? {} : { workdays }),
  }));

/** Drivers by hub; Kelowna Hub has none. Every hub with drivers has some working every day. */
export const DRIVERS: readonly DriverSeed[] = [
  ...driversOf('Winnipeg Hub', '204', [
    ['Tyler Bird', undefined, '0111'],
    ['Amanpreet Kaur Sandhu', 'Aman S.', '0112'],
    ['Marc-André Gagnon', 'Marc G.', '0113'],
    ['Olena Kovalenko', undefined, '0114', WEEKDAYS],
    ['Jordan Fontaine', 'Jordy', '0115'],
    ['Grace Okafor', undefined, '0116', WEEKENDS],
    ['Ravi Patel', 'Ravi P.', '0117'],
    ['Danielle Chartrand', undefined, '0118'],
  ]),
  ...driversOf('Toronto Hub', '416', [
    ['Kwame Mensah', 'Kwame', '0121'],
    ['Sofia Rossi', undefined, '0122'],
    ['Wei Chen', 'Wei C.', '0123'],
    ['Priya Raghunathan', undefined, '0124', WEEKDAYS],
    ['Daniel Almeida', 'Danny A.', '0125'],
    ['Fatima Haddad', undefined, '0126'],
  ]),
  ...driversOf('Vancouver Hub', '604', [
    ['Harjit Singh Dhillon', 'Harjit', '0131'],
    ['Emily Tran', undefined, '0132'],
    ['Liam O’Connor', 'Liam O.', '0133', WEEKENDS],
    ['Mei Ling Wong', undefined, '0134'],
    ['Noah Thompson', undefined, '0135'],
  ]),
  ...driversOf('Calgary Hub', '403', [
    ['Brett Hansen', undefined, '0141'],
    ['Ananya Iyer', 'Ananya', '0142'],
    ['Carlos Mendoza', undefined, '0143'],
    ['Jessica Lafleur', 'Jess L.', '0144', WEEKDAYS],
  ]),
  ...driversOf('Edmonton Hub', '780', [
    ['Dmytro Shevchenko', 'Dima', '0151'],
    ['Kayla Cardinal', undefined, '0152'],
    ['Mohammed Al-Sayed', 'Mo', '0153'],
  ]),
  ...driversOf('Montreal Hub', '514', [
    ['Jean-François Tremblay', 'J-F', '0161'],
    ['Nadia Benali', undefined, '0162'],
    ['Mathieu Côté', 'Math', '0163'],
    ['Isabelle Roy', undefined, '0164', WEEKENDS],
  ]),
  ...driversOf('Ottawa Hub', '613', [
    ['Connor MacDonald', undefined, '0171'],
    ['Aisha Abdi', 'Aisha', '0172'],
    ['Luc Bélanger', undefined, '0173'],
  ]),
  ...driversOf('Halifax Hub', '902', [
    ['Ryan MacNeil', 'Ryan', '0181'],
    ['Chloé LeBlanc', undefined, '0182'],
    ['Samuel Boudreau', undefined, '0183'],
  ]),
  ...driversOf('Saskatchewan Hub', '306', [
    ['Kyle Wiebe', undefined, '0191'],
    ['Leah Bear', 'Leah', '0192'],
    ['Arjun Mehta', undefined, '0193'],
  ]),
  ...driversOf('Hamilton Hub', '905', [
    ['Nicole Kowalczyk', undefined, '0101'],
    ['Omar Farah', 'Omar F.', '0102', WEEKENDS],
  ]),
  { hub: 'Toronto Hub', fullName: 'Steven Park', phone: '+14165550127', active: false },
];

export interface DriverSmsTemplateSeed {
  name: string;
  template: string;
}

export const DRIVER_SMS_TEMPLATES: readonly DriverSmsTemplateSeed[] = [
  { name: 'Shift Reminder', template: 'Good morning! Please be at the hub by {{time}} to load today’s routes. Thank you!' },
  { name: 'Weather Delay', template: 'Heads up: {{situation}}. Please drive safely; customers have been told to expect delays.' },
  { name: 'Route Delay', template: 'Routes are delayed because of {{situation}}. New loading time is {{time}}. Thanks for your patience.' },
  { name: 'Hub Closing Early', template: 'The hub closes early today. Please bring back any undelivered orders before 6 PM.' },
  { name: 'Extra Routes', template: 'Extra routes are available today. Call dispatch if you can take one.' },
  { name: 'Thank You', template: 'Thank you for all your hard work today! Drive safe and see you next time.' },
];

export interface OptOutSeed {
  phone: string;
  days: 3 | 7 | 14 | 30 | 45 | 36500;
  /** How many days before the seeding moment the phone was opted out. */
  daysAgo: number;
}

/** Opt-outs: two for ever, two running, one of a driver (Danielle Chartrand), one expired. */
export const OPT_OUTS: readonly OptOutSeed[] = [
  { phone: '+14165550142', days: 36500, daysAgo: 120 },
  { phone: '+16045550177', days: 36500, daysAgo: 40 },
  { phone: '+12045550163', days: 30, daysAgo: 10 },
  { phone: '+14035550158', days: 7, daysAgo: 2 },
  { phone: '+12045550118', days: 45, daysAgo: 5 },
  { phone: '+15145550190', days: 14, daysAgo: 20 },
];

/** A stable Onfleet-style worker id (24 lowercase hex characters) for a seeded driver. */
export function workerIdOf(driver: Pick<DriverSeed, 'hub' | 'fullName'>): string {
  return createHash('sha256').update(`driver:${driver.hub}:${driver.fullName}`).digest('hex').slice(0, 24);
}

/** Seeds drivers, templates and opt-outs once per database; answers whether it wrote anything. */
export async function seedSms(tx: Queryable, now: Date): Promise<boolean> {
  const done = await tx.query<{ found: boolean }>('select exists(select 1 from seed_step where name = $1) as found', [SMS_STEP]);
  if (done.rows[0]?.found === true) return false;
  const hubs = new Map(DELIVERY_HUBS.map((hub) => [hub.regionName, hub]));
  for (const driver of DRIVERS) {
    const hub = hubs.get(driver.hub);
    if (!hub) throw new Error(`Seed driver ${driver.fullName} names unknown hub ${driver.hub}`);
    await tx.query(
      `insert into onfleet_driver (worker_id, hub_region_id, full_name, display_name, phone, timezone, workdays, active)
       values ($1, $2, $3, $4, $5, $6, $7::smallint[], $8)`,
      [workerIdOf(driver), hub.regionId, driver.fullName, driver.displayName ?? null, driver.phone, HUB_TIME_ZONES[hub.warehouseSku], driver.workdays ?? [1, 2, 3, 4, 5, 6, 7], driver.active ?? true],
    );
  }
  for (const template of DRIVER_SMS_TEMPLATES) {
    await tx.query('insert into driver_sms_template (name, template) values ($1, $2)', [template.name, template.template]);
  }
  const moment = DateTime.fromJSDate(now, { zone: BUSINESS_ZONE });
  for (const optOut of OPT_OUTS) {
    const created = moment.minus({ days: optOut.daysAgo });
    const ends = optOut.days === 36500 ? null : created.plus({ days: optOut.days }).toISO();
    await tx.query('insert into sms_opt_out (phone, days, expires_at, created_at, updated_at) values ($1, $2, $3, $4, $4)', [
      optOut.phone,
      optOut.days,
      ends,
      created.toISO(),
    ]);
  }
  await tx.query('insert into seed_step (name) values ($1)', [SMS_STEP]);
  return true;
}
