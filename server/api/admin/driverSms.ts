import { DateTime } from 'luxon';
import type { Database, Queryable } from '../../db/database';
import type { Driver, DriverRegionDrivers, DriverSmsSend, DriverSmsSendResult, DriverSmsTemplate } from '../../../runtime/generated/entities';
import smsMessageSchema from '../../../schemas/entities/sms-message.schema.json' with { type: 'json' };
import type { ApiApp } from '../common';
import { jsonError } from '../errors';
import { describeRoute, NO_INPUT, type ParameterSchema } from '../routes';
import { textProblem } from '../validate';
import { BUSINESS_ZONE, type Clock } from './clock';
import { zoneNamed } from '../../../shared/time/zones.ts';
import { counted, readBody, trimFields } from './http';
import { inForce } from './optOuts';
import { displayPhone } from './phones';
import { sendAndStore, type SmsGateway } from './smsGateway';
import { auditedWrite } from './writes';

/** The console's messages for a refused send (002 §5 Driver mass SMS, §8). */
export const SEND_FAILED = 'SMS Sending Failed!.';
export const NO_REGION_OR_DRIVERS = 'SMS Sending Failed! Please Choose Region and Drivers Before Send SMS.';
export const NO_TEMPLATE = 'SMS Sending Failed! Please Select SMS template to Send SMS.';
export const WRONG_VARIATION = 'SMS Sending Failed! Choose correct variation.';

/** The time zone of each province code of the places seed (Maritimes HX included). */
const PROVINCE_TIME_ZONES: Readonly<Record<string, string>> = {
  MB: 'America/Winnipeg',
  SK: 'America/Regina',
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  ON: 'America/Toronto',
  QC: 'America/Toronto',
  HX: 'America/Halifax',
  NS: 'America/Halifax',
  PE: 'America/Halifax',
  NB: 'America/Moncton',
};

export const PLACEHOLDERS = ['situation', 'time'] as const;
type Placeholder = (typeof PLACEHOLDERS)[number];

/** The placeholders a template's text holds, e.g. ['situation', 'time']. */
export function placeholdersOf(template: string): Placeholder[] {
  return PLACEHOLDERS.filter((name) => template.includes(`{{${name}}}`));
}

/** The text as sent: every {{situation}} and {{time}} replaced by its value. */
export function fillTemplate(template: string, values: Readonly<Record<Placeholder, string>>): string {
  return template.replace(/\{\{(situation|time)\}\}/g, (_match, name: Placeholder) => values[name]);
}

const REGION_PARAMS: ParameterSchema = {
  type: 'object',
  properties: { regionName: { type: 'string', minLength: 1, maxLength: 100, description: 'The hub name as GET /onfleet/driver/region/all lists it (its regionId is accepted too).' } },
  required: ['regionName'],
  additionalProperties: false,
};

interface Hub {
  regionId: string;
  regionName: string;
  timezone: string | null;
}

/**
 * Driver mass SMS (002 §7 Driver SMS; the hubs themselves are listed by places.ts):
 * - GET /onfleet/driver/task/region/{regionName}/all: 200 `{ regionId, regionName, timezone,
 *   date, drivers: [{ workerId, displayName, driverFullName, phone, timezone }] }`; unknown hub 404.
 * - GET /onfleet/driver/task/sms/template/all: 200 `[{ templateId, templateName, template,
 *   placeholders, version }]` by name.
 * - POST /onfleet/driver/task/sms/send `{ templateId, drivers: [{ workerId }], region, timezone,
 *   situation, time }`: 201 `{ success, sent, messageIds, skipped }`; each SMS is stored as sent.
 *
 * Decisions where 002 is silent:
 * - 'Today' is the hub's date: a driver works today when active and today's ISO weekday (in the
 *   hub's time zone, at the call's moment) is one of the driver's workdays.
 * - A hub's time zone comes from the provinces of its regions; none, or several disagreeing,
 *   answers null (the console then refuses to send, 002 §5) and a send is refused (400).
 * - A send is refused whole (400, nothing sent) when the hub is unknown, the timezone sent is no
 *   longer the hub's, the template is unknown, a placeholder the template holds has no value
 *   ('SMS Sending Failed! Choose correct variation.'), or a driver is listed twice or is not an
 *   active driver of the hub (named as `drivers.<i>.workerId`). A driver need not work today to
 *   be texted (a list loaded before midnight stays usable).
 * - Opted-out phones (opt-outs in force) are not texted: those drivers are answered in `skipped`;
 *   when every chosen driver is opted out, 409 and nothing is sent.
 * - Values are trimmed and inserted as typed; values for placeholders the template lacks are ignored.
 */
export function registerDriverSms(app: ApiApp, db: Database, clock: Clock, gateway: SmsGateway): void {
  describeRoute(app, 'GET', '/onfleet/driver/task/region/:regionName/all', { params: REGION_PARAMS });
  app.get('/onfleet/driver/task/region/:regionName/all', async (c) => {
    const name = c.req.param('regionName');
    const problem = textProblem(name, 100);
    if (problem) return jsonError(c, 400, 'The driver region is not valid.', { regionName: problem });
    const hub = await findHub(db, name);
    if (!hub) return jsonError(c, 404, `There is no driver region ${name}.`);
    const today = DateTime.fromJSDate(clock(), { zone: (hub.timezone === null ? undefined : zoneNamed(hub.timezone)) ?? BUSINESS_ZONE });
    const { rows } = await db.query<Driver>(
      `select worker_id as "workerId", coalesce(display_name, full_name) as "displayName", full_name as "driverFullName", phone, timezone
         from onfleet_driver
        where hub_region_id = $1 and active and $2::smallint = any(workdays)
        order by lower(coalesce(display_name, full_name)), id`,
      [hub.regionId, today.weekday],
    );
    const answer: DriverRegionDrivers = { ...hub, date: today.toISODate() ?? '', drivers: rows };
    return c.json(answer);
  });

  describeRoute(app, 'GET', '/onfleet/driver/task/sms/template/all', NO_INPUT);
  app.get('/onfleet/driver/task/sms/template/all', async (c) => {
    const { rows } = await db.query<Omit<DriverSmsTemplate, 'placeholders'>>(
      'select id as "templateId", name as "templateName", template, version from driver_sms_template order by lower(name), id',
    );
    const templates: DriverSmsTemplate[] = rows.map((row) => ({ ...row, placeholders: placeholdersOf(row.template) }));
    return c.json(templates);
  });

  const validateSend = describeRoute<DriverSmsSend>(app, 'POST', '/onfleet/driver/task/sms/send', { body: smsMessageSchema.$defs.driverSend }).body;
  app.post('/onfleet/driver/task/sms/send', async (c) => {
    const checked = validateSend(trimFields(await readBody(c), ['region', 'timezone', 'situation', 'time']));
    if (!checked.ok) return jsonError(c, 400, sendRefusal(checked.fields), checked.fields);
    const send = checked.value;
    return auditedWrite(c, db, async (tx) => {
      const hub = await findHub(tx, send.region);
      if (!hub) return jsonError(c, 400, NO_REGION_OR_DRIVERS, { region: `there is no driver region ${send.region}` });
      if (hub.timezone === null) return jsonError(c, 400, NO_REGION_OR_DRIVERS, { region: `${hub.regionName} has no known time zone` });
      if (hub.timezone !== send.timezone) {
        return jsonError(c, 400, NO_REGION_OR_DRIVERS, { timezone: `is ${hub.timezone} for ${hub.regionName}, not ${send.timezone}: reload the drivers` });
      }
      const template = await tx.query<{ id: number; name: string; template: string }>('select id, name, template from driver_sms_template where id = $1', [send.templateId]);
      const chosen = template.rows[0];
      if (!chosen) return jsonError(c, 400, NO_TEMPLATE, { templateId: `there is no template ${send.templateId}` });
      const values = { situation: send.situation ?? '', time: send.time ?? '' };
      const missing = placeholdersOf(chosen.template).filter((name) => values[name] === '');
      if (missing.length > 0) {
        return jsonError(c, 400, WRONG_VARIATION, Object.fromEntries(missing.map((name) => [name, `is required: template ${chosen.name} holds {{${name}}}`])));
      }
      const drivers = await chosenDrivers(tx, hub, send.drivers.map((driver) => driver.workerId), clock());
      if (!drivers.ok) return jsonError(c, 400, NO_REGION_OR_DRIVERS, drivers.fields);
      const texted = drivers.value.filter((driver) => driver.optedOutUntil === undefined);
      const skipped = drivers.value
        .filter((driver) => driver.optedOutUntil !== undefined)
        .map((driver) => ({ workerId: driver.workerId, displayName: driver.displayName, phone: driver.phone, reason: `opted out of SMS ${driver.optedOutUntil ?? ''}` }));
      if (texted.length === 0) {
        return jsonError(c, 409, `${SEND_FAILED} Every chosen driver has opted out of SMS: ${skipped.map((driver) => driver.displayName).join(', ')}.`, {
          drivers: 'every chosen driver has opted out of SMS',
        });
      }
      const body = fillTemplate(chosen.template, values);
      const messageIds = await sendAndStore(
        tx,
        gateway,
        c.get('staff'),
        texted.map((driver) => ({ to: driver.phone, body, purpose: 'driver', driverId: driver.id, templateId: chosen.id, hubRegionId: hub.regionId })),
      );
      const notTexted = skipped.length === 0 ? '' : ` Not sent to ${skipped.map((driver) => `${driver.displayName} (${displayPhone(driver.phone)})`).join(', ')}: opted out of SMS.`;
      const answer: DriverSmsSendResult = {
        success: `SMS ${chosen.name} sent to ${counted(texted.length, 'driver')} of ${hub.regionName}.${notTexted}`,
        sent: messageIds.length,
        messageIds,
        skipped,
      };
      return c.json(answer, 201);
    });
  });
}

/** The hub by name (case-insensitive) or id, with its time zone. */
async function findHub(db: Queryable, nameOrId: string): Promise<Hub | undefined> {
  const { rows } = await db.query<{ regionId: string; regionName: string; codes: string[] }>(
    `select h.region_id as "regionId", h.region_name as "regionName",
            array(select distinct p.code from region r join province p on p.id = r.province_id where r.delivery_hub = h.region_id order by p.code) as codes
       from delivery_hub h
      where lower(h.region_name) = lower($1) or h.region_id = $1
      order by (h.region_id = $1) desc
      limit 1`,
    [nameOrId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const zones = new Set(row.codes.map((code) => PROVINCE_TIME_ZONES[code]));
  const [zone] = [...zones];
  return { regionId: row.regionId, regionName: row.regionName, timezone: zones.size === 1 && zone !== undefined ? zone : null };
}

interface ChosenDriver {
  id: number;
  workerId: string;
  displayName: string;
  phone: string;
  /** 'until 2025-03-01' or 'for ever' when the driver's phone is opted out; undefined otherwise. */
  optedOutUntil: string | undefined;
}

/** The chosen drivers, each once and all active drivers of the hub, with their opt-outs; or the fields naming the bad ones. */
async function chosenDrivers(
  tx: Queryable,
  hub: Hub,
  workerIds: readonly string[],
  now: Date,
): Promise<{ ok: true; value: ChosenDriver[] } | { ok: false; fields: Record<string, string> }> {
  const { rows } = await tx.query<{ id: number; worker_id: string; name: string; phone: string; expires_at: string | null; opted_out: boolean }>(
    `select d.id, d.worker_id, coalesce(d.display_name, d.full_name) as name, d.phone,
            to_char(o.expires_at at time zone $3, 'YYYY-MM-DD') as expires_at, (o.id is not null) as opted_out
       from onfleet_driver d
       left join sms_opt_out o on o.phone = d.phone and ${inForce('o', '$4')}
      where d.worker_id = any($1::text[]) and d.hub_region_id = $2 and d.active`,
    [workerIds, hub.regionId, hub.timezone ?? 'America/Winnipeg', now.toISOString()],
  );
  const byWorker = new Map(rows.map((row) => [row.worker_id, row]));
  const fields: Record<string, string> = {};
  workerIds.forEach((workerId, index) => {
    if (workerIds.indexOf(workerId) !== index) fields[`drivers.${index}.workerId`] = `driver ${workerId} is listed twice`;
    else if (!byWorker.has(workerId)) fields[`drivers.${index}.workerId`] = `is not an active driver of ${hub.regionName}`;
  });
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    value: workerIds.flatMap((workerId) => {
      const row = byWorker.get(workerId);
      if (!row) return [];
      const optedOutUntil = !row.opted_out ? undefined : row.expires_at === null ? 'for ever' : `until ${row.expires_at}`;
      return [{ id: row.id, workerId, displayName: row.name, phone: row.phone, optedOutUntil }];
    }),
  };
}

/**
 * The console's sentence for a refused send body: region, time zone or drivers first, then the
 * template, then the placeholder values; otherwise 'SMS Sending Failed!.'.
 */
function sendRefusal(fields: Readonly<Record<string, string>>): string {
  const names = Object.keys(fields);
  const about = (name: string) => names.some((field) => field === name || field.startsWith(`${name}.`));
  if (about('region') || about('timezone') || about('drivers')) return NO_REGION_OR_DRIVERS;
  if (about('templateId')) return NO_TEMPLATE;
  if (about('situation') || about('time')) return WRONG_VARIATION;
  return SEND_FAILED;
}
