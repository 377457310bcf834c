/**
 * Demo data of the reports and operations screens (002): event-bus rules (the console's EXP_
 * rules, enabled and disabled, and rules of other services it never lists), ops links, the
 * latest order pull of several regions (dated from the seeding day, by hand and by the
 * scheduler, with and without comments) and storefront customer accounts for password resets.
 * Seeded once per database (`seed_step` 'reports-ops'), inside the demo seed's transaction.
 */
import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '../../api/admin/clock';
import { EXPORTER_TARGET } from '../../api/admin/rules';
import type { Queryable } from '../database';

export const REPORTS_OPS_STEP = 'reports-ops';

export interface RuleSeed {
  name: string;
  status: 'ENABLED' | 'DISABLED';
  description: string;
  schedule: string;
  /** The order pull config the rule runs (EXP_ rules), or another service's target. */
  target: { id: string; arn: string; input: string };
}

const exporter = (uuid: string) => ({ id: EXPORTER_TARGET.id, arn: EXPORTER_TARGET.arn, input: JSON.stringify({ uuid }) });
const service = (name: string, input = '') => ({ id: name, arn: `arn:aws:lambda:ca-central-1:402917385566:function:${name}`, input });

export const RULES: readonly RuleSeed[] = [
  { name: 'EXP_Winnipeg_Same_Day', status: 'ENABLED', description: 'Same-day pull for Winnipeg, Monday to Saturday at 06:00', schedule: 'cron(0 6 ? * MON-SAT *)', target: exporter('3f6c1e52-8b1d-4c6e-9a57-2d41b7e0c911') },
  { name: 'EXP_Calgary_Next_Day', status: 'ENABLED', description: 'Next-day pull for Calgary, weekdays at 16:00', schedule: 'cron(0 16 ? * MON-FRI *)', target: exporter('a81d3c07-5e2f-4b90-8c14-6f7e2a9b3d25') },
  { name: 'EXP_Toronto_Next_Day', status: 'ENABLED', description: 'Next-day pull for Toronto, weekdays at 16:30', schedule: 'cron(30 16 ? * MON-FRI *)', target: exporter('c4e9b2a1-7d3f-4e18-b6a2-91f05c8d7e34') },
  { name: 'EXP_Vancouver_Same_Day', status: 'DISABLED', description: 'Same-day pull for Vancouver, paused while the Langley hub moves', schedule: 'cron(0 7 ? * MON-SAT *)', target: exporter('5b2f8d46-1c9e-4a73-8e05-b3d7a6f1c248') },
  { name: 'EXP_Maximum_All_Regions', status: 'ENABLED', description: 'Maximum report for every region, daily at 18:00', schedule: 'cron(0 18 ? * * *)', target: exporter('e7a04c19-2b6d-4f85-9c31-8d5e0b7a2f63') },
  { name: 'EXP_Error_Report', status: 'ENABLED', description: 'Orders with errors, daily at 09:00', schedule: 'cron(0 9 ? * * *)', target: exporter('19d6e3b8-4f0a-4c27-a5e9-7b2c8f1d0a56') },
  { name: 'EXP_Lakewood_Weekly', status: 'DISABLED', description: 'Lakewood report, Fridays at noon (off for the season)', schedule: 'cron(0 12 ? * FRI *)', target: exporter('6c8b1f2e-9a4d-4e3b-8f70-2a5d9c6e1b87') },
  { name: 'EXP_Halifax Next Day', status: 'ENABLED', description: 'Next-day pull for Halifax and the Maritimes, weekdays at 15:00', schedule: 'cron(0 15 ? * MON-FRI *)', target: exporter('d2f5a8c3-6e1b-4d94-b7a0-5c3e8f2d9b14') },
  { name: 'shop-abandoned-cart-reminder', status: 'ENABLED', description: 'Storefront: abandoned cart e-mails, hourly', schedule: 'cron(0 * * * ? *)', target: service('shop-abandoned-cart') },
  { name: 'sms-history-archive', status: 'ENABLED', description: 'Moves SMS history older than 90 days to cold storage', schedule: 'cron(15 3 * * ? *)', target: service('sms-archiver') },
  { name: 'inventory-forecast-weekly', status: 'DISABLED', description: 'Weekly inventory prediction pipeline for all warehouses', schedule: 'cron(0 5 ? * MON *)', target: service('prediction-pipeline', '{"warehouses":"cg,tr,mt,mb,sk,ab,bc,hx"}') },
  { name: 'onfleet-driver-sync', status: 'ENABLED', description: 'Syncs Onfleet drivers and teams every 30 minutes', schedule: 'cron(0/30 * * * ? *)', target: service('onfleet-sync') },
];

export const OPS_LINKS: readonly { name: string; link: string }[] = [
  { name: 'Onfleet Dashboard', link: 'https://onfleet.com/dashboard' },
  { name: 'Shopify Admin', link: 'https://admin.shopify.com/' },
  { name: 'Pull Folder', link: 'https://drive.google.com/drive/folders/1OrderPullsExporterService' },
  { name: 'EventBridge Rules', link: 'https://ca-central-1.console.aws.amazon.com/events/home?region=ca-central-1#/rules' },
  { name: 'Canada Post Tracking', link: 'https://www.canadapost-postescanada.ca/track-reperage/en' },
  { name: 'Twilio Console', link: 'https://console.twilio.com/' },
  { name: 'Klaviyo', link: 'https://www.klaviyo.com/dashboard' },
  { name: 'Weather Alerts (ECCC)', link: 'https://weather.gc.ca/warnings/index_e.html' },
];

export interface LatestPullSeed {
  /** A region tag of the places seed. */
  region: string;
  /** Days from the seeding day to the earliest changed delivery date. */
  changeInDays: number;
  /** Days before the seeding day of the last pull (0 today, 1 yesterday). */
  pulledDaysAgo: number;
  time: string;
  isManual: boolean;
  comment: string;
}

export const LATEST_PULLS: readonly LatestPullSeed[] = [
  { region: 'Winnipeg', changeInDays: 0, pulledDaysAgo: 0, time: '06:00:12', isManual: false, comment: '' },
  { region: 'Winnipeg_Surrounding', changeInDays: 1, pulledDaysAgo: 0, time: '06:02:47', isManual: false, comment: 'Steinbach route added for the weekend' },
  { region: 'Calgary', changeInDays: 1, pulledDaysAgo: 1, time: '16:00:08', isManual: false, comment: '' },
  { region: 'Edmonton', changeInDays: 1, pulledDaysAgo: 1, time: '16:41:30', isManual: true, comment: 'Re-pulled after the Onfleet sync error' },
  { region: 'Toronto', changeInDays: 1, pulledDaysAgo: 1, time: '16:30:05', isManual: false, comment: '' },
  { region: 'Ottawa', changeInDays: 2, pulledDaysAgo: 1, time: '11:15:52', isManual: true, comment: 'Holiday cutoff moved to 12:00' },
  { region: 'Montreal', changeInDays: 0, pulledDaysAgo: 0, time: '07:05:19', isManual: false, comment: 'Vérifier les adresses du Plateau' },
  { region: 'Halifax', changeInDays: 1, pulledDaysAgo: 1, time: '15:00:03', isManual: false, comment: '' },
  { region: 'Vancouver', changeInDays: 0, pulledDaysAgo: 0, time: '09:48:26', isManual: true, comment: 'Manual pull while the rule is paused' },
  { region: 'Regina', changeInDays: 3, pulledDaysAgo: 1, time: '14:22:40', isManual: true, comment: 'Snowstorm: Friday deliveries closed' },
  { region: 'Kelowna', changeInDays: 1, pulledDaysAgo: 1, time: '16:00:11', isManual: false, comment: '' },
  { region: 'Really_Rural_MB', changeInDays: 2, pulledDaysAgo: 1, time: '16:05:37', isManual: false, comment: 'Only Tuesday and Friday trucks' },
];

export const SHOP_CUSTOMERS: readonly { email: string; firstName: string; lastName: string }[] = [
  { email: 'marie.tremblay@example.ca', firstName: 'Marie', lastName: 'Tremblay' },
  { email: 'liam.macdonald@example.com', firstName: 'Liam', lastName: 'MacDonald' },
  { email: 'priya.sharma@example.ca', firstName: 'Priya', lastName: 'Sharma' },
  { email: 'noah.thompson@example.com', firstName: 'Noah', lastName: 'Thompson' },
  { email: 'chloe.gagnon@example.ca', firstName: 'Chloé', lastName: 'Gagnon' },
  { email: 'ethan.wong@example.com', firstName: 'Ethan', lastName: 'Wong' },
  { email: 'olivia.roy@example.ca', firstName: 'Olivia', lastName: 'Roy' },
  { email: 'jacob.friesen@example.ca', firstName: 'Jacob', lastName: 'Friesen' },
];

/**
 * Seeds the rows above once (the regions must exist: run after the places). Answers whether it
 * wrote anything.
 */
export async function seedReportsOps(tx: Queryable, now: Date): Promise<boolean> {
  const done = await tx.query<{ found: boolean }>('select exists(select 1 from seed_step where name = $1) as found', [REPORTS_OPS_STEP]);
  if (done.rows[0]?.found === true) return false;
  const today = DateTime.fromJSDate(now, { zone: BUSINESS_ZONE }).startOf('day');
  const date = (days: number) => today.plus({ days }).toISODate() ?? '';

  for (const rule of RULES) {
    await tx.query(
      `insert into order_pull_rule (rule_name, status, description, schedule, target_id, target_arn, target_input)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [rule.name, rule.status, rule.description, rule.schedule, rule.target.id, rule.target.arn, rule.target.input],
    );
  }
  for (const link of OPS_LINKS) await tx.query('insert into ops_link (name, link) values ($1, $2)', [link.name, link.link]);
  for (const pull of LATEST_PULLS) {
    const { rows } = await tx.query(
      `insert into latest_pull (region_id, available_date_change, last_pull_date, last_pull_time, is_manual, comment)
       select region_id, $2::date, $3::date, $4::time, $5, $6 from region where tag = $1 returning id`,
      [pull.region, date(pull.changeInDays), date(-pull.pulledDaysAgo), pull.time, pull.isManual, pull.comment],
    );
    if (rows.length !== 1) throw new Error(`Latest pull seed refers to unknown region ${pull.region}`);
  }
  for (const customer of SHOP_CUSTOMERS) {
    await tx.query('insert into shop_customer (email, first_name, last_name) values ($1, $2, $3)', [customer.email, customer.firstName, customer.lastName]);
  }
  await tx.query('insert into seed_step (name) values ($1)', [REPORTS_OPS_STEP]);
  return true;
}
