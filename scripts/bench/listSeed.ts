/**
 * The bench's own seed of the lists staff open every day (never the demo seed `npm start` makes):
 * `rows` rows each of the customer list, sent SMS, the audit trail, order pull exports, label
 * processes and orders (with their line items), written set-based (generate_series) in one
 * transaction with the audit trail off (as the demo seed), then ANALYZEd. Values are what the
 * services accept (the tables' checks): e-mails lower-cased, phones in +1 E.164 form, the audit
 * trail's entities from its schema, orders numbered by their sequence.
 */
import type { Database } from '../../server/db/database';
import { AUDITED_ENTITIES } from '../../server/api/admin/audit';
import { DEMO_SENDER_PHONE } from '../../server/api/admin/smsGateway';

/** Distinct phones the seeded SMS went to: about 20 messages per phone at 100,000. */
export const SMS_PHONES = 5000;
/** The staff the audit trail and the exports name. */
export const STAFF = ['dispatch@example.com', 'ops.lead@example.com', 'warehouse@example.com', 'support@example.com', 'admin@example.com', 'marketing@example.com'];
/** The phone of seeded SMS number `n` (0-based, as `n % SMS_PHONES`). */
export const smsPhone = (n: number) => `+1204${7000000 + (n % SMS_PHONES)}`;

const FIRST = ['olivia', 'liam', 'emma', 'noah', 'amelia', 'william', 'charlotte', 'benjamin', 'sophia', 'lucas', 'mia', 'henry', 'harper', 'jack', 'evelyn', 'leo', 'chloe', 'owen', 'aria', 'theo'];
const LAST = ['smith', 'tremblay', 'martin', 'roy', 'gagnon', 'lee', 'wilson', 'johnson', 'macdonald', 'taylor', 'campbell', 'anderson', 'cote', 'bouchard', 'brown', 'singh', 'nguyen', 'chen', 'patel', 'kowalski'];
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.ca', 'shaw.ca', 'mts.net', 'icloud.com', 'example.com'];

const textArray = (values: readonly string[]) => `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]::text[]`;
/** Element `i` (an SQL integer expression) of a text array literal, cycling. */
const pick = (values: readonly string[], i: string) => `(${textArray(values)})[1 + ((${i}) % ${values.length})]`;

/** The customer e-mail of row `n` (1-based): first.last<n>@domain, unique by its number. */
export function customerEmail(n: number): string {
  return `${FIRST[n % FIRST.length]}.${LAST[Math.floor(n / FIRST.length) % LAST.length]}${n}@${DOMAINS[n % DOMAINS.length]}`;
}

export async function seedLists(db: Database, rows: number, log: (line: string) => void = () => undefined): Promise<void> {
  await db.transaction(async (raw) => {
    let step = performance.now();
    const tx = {
      query: async (sql: string, params?: unknown[]) => {
        const result = await raw.query(sql, params);
        log(`  ${(performance.now() - step).toFixed(0).padStart(6)} ms  ${sql.trim().split('\n')[0]?.slice(0, 70) ?? ''}`);
        step = performance.now();
        return result;
      },
    };
    await tx.query(`select set_config('console.audit', 'off', true)`);
    // Customer list: newest first over two years; one in 50 opted out of e-mails.
    await tx.query(
      `insert into customer_list_entry (email, review_list, vip_list, created_at, updated_at)
       select ${pick(FIRST, 'n')} || '.' || ${pick(LAST, `n / ${FIRST.length}`)} || n || '@' || ${pick(DOMAINS, 'n')},
              n % 3 <> 0, n % 3 = 0, t, t
         from generate_series(1, $1::int) n, lateral (select now() - (n * interval '10 minutes') as t) moment
       on conflict (email) do nothing`,
      [rows],
    );
    await tx.query(
      `insert into email_opt_out (email, created_at, updated_at)
       select email, created_at, created_at from customer_list_entry where id % 50 = 0 on conflict (email) do nothing`,
    );
    // Sent SMS: opt-out confirmations and driver messages (the demo seed's drivers and templates), every 5 minutes.
    await tx.query(
      `with driver as (select d.id, d.hub_region_id, row_number() over (order by d.id) - 1 as k from onfleet_driver d),
            template as (select id from driver_sms_template order by id limit 1),
            drivers as (select count(*)::int as total from driver)
       insert into sms_message (created_at, to_phone, from_phone, body, status, purpose, driver_id, template_id, hub_region_id, sent_by_sub, sent_by_email)
       select now() - (n * interval '5 minutes'), '+1204' || (7000000 + n % ${SMS_PHONES}), $2,
              case when d.id is null then 'You will no longer receive SMS from us for 30 days.' else 'Please be at the hub by 8:00 for extra routes.' end,
              case when n % 40 = 0 then 'failed' else 'sent' end,
              case when d.id is null then 'opt-out' else 'driver' end,
              d.id, case when d.id is null then null else (select id from template) end, d.hub_region_id,
              'bench', ${pick(STAFF, 'n')}
         from generate_series(1, $1::int) n
         left join driver d on n % 2 = 0 and d.k = (n / 2) % greatest(1, (select total from drivers))`,
      [rows, DEMO_SENDER_PHONE],
    );
    // Audit trail: every entity, rows of up to 5,000 ids, six people, over a year.
    await tx.query(
      `insert into audit_log (at, actor_sub, actor_email, method, path, batch_id, entity, row_id, before, after)
       select now() - (n * interval '5 minutes'), 'staff-' || (n % ${STAFF.length}), ${pick(STAFF, 'n')},
              (array['POST', 'PUT', 'DELETE'])[1 + n % 3], '/api/admin/bench/' || n, null,
              ($2::text[])[1 + n % cardinality($2::text[])], 1 + (n * 7919) % 5000,
              case when n % 3 = 0 then null else jsonb_build_object('id', n, 'name', 'Row ' || n, 'version', 1) end,
              case when n % 3 = 2 then null else jsonb_build_object('id', n, 'name', 'Row ' || n || ' changed', 'version', 2) end
         from generate_series(1, $1::int) n`,
      [rows, AUDITED_ENTITIES],
    );
    // Order pull exports: the demo seed's configs, by hand or on schedule, every 5 minutes.
    await tx.query(
      `with config as (select uuid, report_name, row_number() over (order by report_name) - 1 as k from order_pull_config),
            configs as (select count(*)::int as total from config)
       insert into order_pull_export (config_uuid, report_name, prefix, file_name, requested_by, requested_at)
       select c.uuid, c.report_name, case when n % 4 = 0 then '(Manual)' else '' end,
              case when n % 4 = 0 then '(Manual) ' else '' end || c.report_name || ' ' || to_char(t, 'YYYY-MM-DD HH24MI') || '.xlsx',
              ${pick(STAFF, 'n')}, t
         from generate_series(1, $1::int) n
         join config c on c.k = n % (select total from configs),
         lateral (select now() - (n * interval '5 minutes') as t) moment`,
      [rows],
    );
    // Label processes: one every 5 minutes (about 288 a day, today's among them).
    await tx.query(
      `insert into label_process (process_id, type, export_file_name, source_name, rows_count, file_key, requested_by, started_at)
       select 'bench-' || n, (array['Callia', 'Ivie', 'word to pdf'])[1 + n % 3], 'Labels ' || n, 'orders-' || n || '.xlsx',
              1 + n % 400, gen_random_uuid(), ${pick(STAFF, 'n')}, now() - (n * interval '5 minutes')
         from generate_series(1, $1::int) n`,
      [rows],
    );
    // Orders, named by their sequence after the demo orders, each with two line items.
    await tx.query(
      `insert into shop_order (email, first_name, last_name, phone, address, city, province, province_code, postal_code,
                               region_tag, region_code, delivery_date, delivery_rate, status, fulfillment_status, tags, created_at)
       select ${pick(FIRST, 'n')} || n || '@' || ${pick(DOMAINS, 'n')}, initcap(${pick(FIRST, 'n')}), initcap(${pick(LAST, 'n / 7')}),
              '+1204' || (7000000 + n % 9000), (1 + n % 900) || ' Portage Ave', 'Winnipeg', 'Manitoba', 'MB', 'R3C 0A' || (n % 10),
              'Winnipeg', 'MB', (now() - (n * interval '5 minutes'))::date + 1, 'Standard Delivery (9am - 9pm)',
              case when n % 10 = 0 then 'fulfilled' else 'open' end, case when n % 10 = 0 then 'fulfilled' else 'unfulfilled' end,
              array['bench'], now() - (n * interval '5 minutes')
         from generate_series(1, $1::int) n`,
      [rows],
    );
    await tx.query(
      `insert into shop_order_line_item (order_id, position, product_title, variant_title, sku, product_type, quantity, price)
       select o.id, p, case when p = 1 then 'Sunshine Bouquet' else 'Glass Vase' end, 'Default Title',
              case when p = 1 then 'BQ-SUN' else 'VS-GLS' end, case when p = 1 then 'Flowers' else 'Vase' end, 1, case when p = 1 then 65 else 15 end
         from shop_order o cross join generate_series(1, 2) p
        where o.tags = array['bench']`,
    );
  });
  for (const table of ['customer_list_entry', 'email_opt_out', 'sms_message', 'audit_log', 'order_pull_export', 'label_process', 'shop_order', 'shop_order_line_item']) {
    await db.exec(`analyze ${table}`);
  }
  // As autovacuum leaves a table in use: the trigram index's pending list (100,000 entries added at
  // once wait there, and every search reads them all: ~30 ms instead of ~3) merged, and the
  // visibility map set (a page cut from the index alone, customers.ts).
  await db.exec('vacuum customer_list_entry');
}
