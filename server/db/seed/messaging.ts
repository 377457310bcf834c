/**
 * Demo messaging data (002 §3 SMS record; e-mail opt-outs): a few driver SMS already sent from
 * the Winnipeg and Toronto hubs (so SMS history finds something for (204) 555-0111 before anyone
 * sends one) and a few e-mail addresses opted out of e-mails. Seeded once per database
 * (`seed_step` 'messaging'), after the SMS seed it refers to, in the seed's unaudited transaction.
 */
import { DateTime } from 'luxon';
import { DEMO_SENDER_PHONE } from '../../api/admin/smsGateway';
import { BUSINESS_ZONE } from '../../../shared/time/zones.ts';
import type { Queryable } from '../database';
import { DRIVER_SMS_TEMPLATES, DRIVERS, workerIdOf } from './sms';

export const MESSAGING_STEP = 'messaging';

export interface SentSmsSeed {
  /** A seeded driver's full name. */
  driver: string;
  /** A seeded driver SMS template's name. */
  template: string;
  /** The template's placeholders as filled when it was sent. */
  fill?: { situation?: string; time?: string };
  /** How long before the seeding moment it was sent. */
  hoursAgo: number;
}

export const SENT_SMS: readonly SentSmsSeed[] = [
  { driver: 'Tyler Bird', template: 'Shift Reminder', fill: { time: '7:30 AM' }, hoursAgo: 50 },
  { driver: 'Tyler Bird', template: 'Weather Delay', fill: { situation: 'freezing rain on the Perimeter' }, hoursAgo: 26 },
  { driver: 'Amanpreet Kaur Sandhu', template: 'Weather Delay', fill: { situation: 'freezing rain on the Perimeter' }, hoursAgo: 26 },
  { driver: 'Tyler Bird', template: 'Thank You', hoursAgo: 3 },
  { driver: 'Kwame Mensah', template: 'Extra Routes', hoursAgo: 8 },
];

/** Addresses opted out of e-mails (fictional, example.com). */
export const EMAIL_OPT_OUTS: readonly { email: string; daysAgo: number }[] = [
  { email: 'no.more.mail@example.com', daysAgo: 30 },
  { email: 'claire.dubois@example.com', daysAgo: 9 },
  { email: 'sam.oduya@example.com', daysAgo: 1 },
];

const fillTemplate = (template: string, fill: SentSmsSeed['fill']) =>
  template.replaceAll('{{situation}}', fill?.situation ?? '').replaceAll('{{time}}', fill?.time ?? '');

/** Seeds the sent SMS and e-mail opt-outs once per database; answers whether it wrote anything. */
export async function seedMessaging(tx: Queryable, now: Date): Promise<boolean> {
  const done = await tx.query<{ found: boolean }>('select exists(select 1 from seed_step where name = $1) as found', [MESSAGING_STEP]);
  if (done.rows[0]?.found === true) return false;
  const moment = DateTime.fromJSDate(now, { zone: BUSINESS_ZONE });
  for (const sms of SENT_SMS) {
    const driver = DRIVERS.find((seed) => seed.fullName === sms.driver);
    const template = DRIVER_SMS_TEMPLATES.find((seed) => seed.name === sms.template);
    if (!driver || !template) throw new Error(`Seed SMS names an unknown driver or template: ${sms.driver}, ${sms.template}`);
    await tx.query(
      `insert into sms_message (created_at, to_phone, from_phone, body, status, purpose, driver_id, template_id, hub_region_id, sent_by_sub, sent_by_email)
       select $1, d.phone, $2, $3, 'sent', 'driver', d.id, t.id, d.hub_region_id, 'seed', 'dispatch@example.com'
         from onfleet_driver d, driver_sms_template t where d.worker_id = $4 and t.name = $5`,
      [moment.minus({ hours: sms.hoursAgo }).toISO(), DEMO_SENDER_PHONE, fillTemplate(template.template, sms.fill), workerIdOf(driver), template.name],
    );
  }
  for (const optOut of EMAIL_OPT_OUTS) {
    const at = moment.minus({ days: optOut.daysAgo }).toISO();
    await tx.query('insert into email_opt_out (email, created_at, updated_at) values ($1, $2, $2)', [optOut.email, at]);
  }
  await tx.query('insert into seed_step (name) values ($1)', [MESSAGING_STEP]);
  return true;
}
