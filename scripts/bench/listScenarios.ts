/**
 * The list calls staff make every day, timed against a running console with `rows` rows in each
 * list (listSeed.ts): the call each screen sends, with the query parameters the console sends
 * (runtime/kinds/grid/listQuery.ts: client-paged lists send nothing but a server search's text
 * and fields; server-paged ones offset, limit, searchString and filterOn).
 */
import { AUDITED_ENTITIES } from '../../server/api/admin/audit';
import { DEMO_SENDER_PHONE } from '../../server/api/admin/smsGateway';
import { customerEmail, smsPhone, SMS_PHONES } from './listSeed';
import { GOALS, type Backend, type ScenarioResult } from './scenarios';
import { load, seededRandom } from './stats';

export interface ListScenarioOptions {
  origin: string;
  idToken: string;
  backend: Backend;
  seconds: number;
  minSamples: number;
  /** Rows seeded per list. */
  rows: number;
}

/** What each list call is, as BENCHMARKS.md explains it (screen, call, what it answers). */
export const LIST_CALLS: readonly { list: string; call: string; what: string }[] = [
  {
    list: 'Customer list',
    call: 'GET /api/admin/ops/customerlist/customer?offset=0&limit=20[&email=…&filterOn=email][&sortBy=email&sortOrder=…]',
    what: "screens/unsubscribe/customer-list.screen.json: paged and sorted on the server (server20to250AllSorted): the first page of 20, newest first, with the total; the Email/Phone heading's sort (`sortBy=email&sortOrder=asc|desc`); its search (`email`: a case-insensitive substring of the e-mail or phone, its first page of matches and their count). Timed: the first page (opening the screen), the first page sorted by e-mail (either way), a search by part of one customer's e-mail (a whole address, its local part, or first.last: some 250 matches), and the search sorted by e-mail.",
  },
  {
    list: 'SMS history',
    call: 'GET /api/admin/sms-history?phone=…&type=to (or from)&offset=…&limit=20',
    what: "screens/sms/history.screen.json: the messages sent to or from one phone, newest first, paged on the server within the newest 1,000 a search answers, with their number (the date is shown, not sent: the specification's screen has a phone, To/From and Search, no date range). Timed: the first page of one customer's phone (`type=to`, about 20 messages), and of the console's own sending number (`type=from`: every message matches), its first page and a page at a random offset of its 1,000.",
  },
  {
    list: 'Audit trail',
    call: 'GET /api/admin/audit?offset=…&limit=20[&searchString=…&filterOn=…]',
    what: "screens/dev-corner/audit-trail.screen.json: paged on the server, newest first, with the total. Timed: the first page, a page at a random offset, a search on the entity (a part of its name), on the row id, on both (the screen's search with no field checked), and the call's `entity` filter. Neither the screen nor the call filters by person (the Who column), and the specification describes no audit trail: not built, not timed.",
  },
  {
    list: 'Order pull exports',
    call: 'GET /api/admin/order-pull/export',
    what: 'The manual and scheduled exports of the order pull configs (what Generate Report records), the latest 200, newest first.',
  },
  {
    list: 'Label processes',
    call: 'GET /api/labels/labels/list',
    what: "screens/exporter/export-process-report.screen.json ('Label Processes, Today'): the label exports started today in America/Winnipeg, newest first, each with its progress (one every 5 minutes in the seed: up to 288 today).",
  },
  {
    list: 'Order query',
    call: 'GET /api/admin/pull-automation/order/%23{number}',
    what: 'The order the order editors load by its name (#1001…; docs/route-coverage.md, pull automation): the order, its line items and its latest fulfilment.',
  },
];

export async function runListScenarios(options: ListScenarioOptions, log: (line: string) => void): Promise<ScenarioResult[]> {
  const random = seededRandom(30);
  const pick = <T>(values: readonly T[]): T => {
    const value = values[Math.floor(random() * values.length)];
    if (value === undefined) throw new Error('nothing to pick from');
    return value;
  };
  const get = async <T>(path: string, query: Record<string, string | number> = {}): Promise<T> => {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
    const response = await fetch(`${options.origin}${path}${search === '' ? '' : `?${search}`}`, {
      headers: { authorization: `Bearer ${options.idToken}`, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', language: 'en-CA' },
    });
    if (response.status !== 200) throw new Error(`GET ${path}?${search}: ${response.status} ${(await response.text()).slice(0, 300)}`);
    return (await response.json()) as T;
  };
  const goals = GOALS[options.backend];
  const results: ScenarioResult[] = [];
  const run = async (name: string, clients: number, request: () => Promise<unknown>, minSamples = options.minSamples) => {
    for (let i = 0; i < 5; i++) await request();
    const measured = await load({ clients, seconds: options.seconds, minSamples }, async () => {
      await request();
    });
    const goal = clients === 1 ? goals.single : clients === 8 ? goals.eight : undefined;
    results.push({ name, clients, figures: measured, goal });
    log(`  ${name.padEnd(60)} p50 ${measured.p50.toFixed(1).padStart(6)} ms  p95 ${measured.p95.toFixed(1).padStart(6)} ms  (${measured.samples} samples)`);
  };
  /** Checks the seed is there: a list that answers fewer rows than seeded would time nothing. */
  const atLeast = (what: string, count: number, wanted: number) => {
    if (count < wanted) throw new Error(`${what}: ${count} rows, expected at least ${wanted} (listSeed.ts)`);
  };

  // Customer list: the calls the screen sends (listQuery.ts: offset, limit, then the search, then the sort).
  const customers = '/api/admin/ops/customerlist/customer';
  interface CustomerPage {
    meta: [{ totalrows: number }];
  }
  atLeast('customer list', (await get<CustomerPage>(customers, { offset: 0, limit: 20 })).meta[0].totalrows, options.rows);
  const customerTexts = Array.from({ length: 8 }, () => customerEmail(1 + Math.floor(random() * options.rows))).flatMap((email) => {
    const local = email.slice(0, email.indexOf('@'));
    return [email, local, local.replace(/\d+$/, '')];
  });
  const firstPage = { offset: 0, limit: 20 };
  const byEmail = () => ({ sortBy: 'email', sortOrder: pick(['asc', 'desc'] as const) });
  const customerSearch = () => get(customers, { ...firstPage, email: pick(customerTexts), filterOn: 'email' });
  await run('customer list: first page (opening the screen)', 1, () => get(customers, firstPage));
  await run('customer list: first page sorted by e-mail', 1, () => get(customers, { ...firstPage, ...byEmail() }));
  await run('customer list: first page, 8 clients', 8, () => get(customers, firstPage));
  await run('customer list: search by e-mail', 1, customerSearch);
  await run('customer list: search by e-mail, sorted by e-mail', 1, () => get(customers, { ...firstPage, email: pick(customerTexts), filterOn: 'email', ...byEmail() }));
  await run('customer list: search by e-mail, 8 clients', 8, customerSearch);

  // SMS history.
  const history = '/api/admin/sms-history';
  const phoneDigits = (phone: string) => phone.replace(/^\+/, '');
  const phones = Array.from({ length: 50 }, () => phoneDigits(smsPhone(Math.floor(random() * SMS_PHONES))));
  interface HistoryPage {
    result: unknown[];
    meta: [{ totalrows: number }];
  }
  // The screen's calls: the first page of 20 (server paging), and the number found.
  const historyPage = (phone: string, type: 'to' | 'from', offset = 0) => get<HistoryPage>(history, { phone, type, offset, limit: 20 });
  atLeast('SMS history of a phone', (await historyPage(phones[0] ?? '', 'to')).meta[0].totalrows, Math.floor(options.rows / SMS_PHONES / 2));
  const consoleNumber = phoneDigits(DEMO_SENDER_PHONE);
  const sent = (await historyPage(consoleNumber, 'from')).meta[0].totalrows;
  atLeast("SMS history of the console's number", sent, Math.min(1000, options.rows));
  const phoneHistory = () => historyPage(pick(phones), 'to');
  await run('SMS history: to a phone', 1, phoneHistory);
  await run('SMS history: to a phone, 8 clients', 8, phoneHistory);
  await run("SMS history: from the console's number, first page", 1, () => historyPage(consoleNumber, 'from'));
  await run("SMS history: from the console's number, page at a random offset", 1, () => historyPage(consoleNumber, 'from', Math.floor(random() * (sent - 20 + 1))));

  // Audit trail.
  const audit = '/api/admin/audit';
  interface AuditPage {
    meta: [{ totalrows: number }];
  }
  const auditTotal = (await get<AuditPage>(audit, { offset: 0, limit: 1 })).meta[0].totalrows;
  atLeast('audit trail', auditTotal, options.rows);
  const page = (query: Record<string, string | number> = {}) => get<AuditPage>(audit, { offset: 0, limit: 20, ...query });
  const entityTexts = AUDITED_ENTITIES.flatMap((entity) => [entity, entity.slice(0, 4)]);
  const rowTexts = Array.from({ length: 20 }, () => String(1 + Math.floor(random() * 5000)));
  // Half the searches ask for the first page, half for a random page of what they match.
  const totals = new Map<string, number>();
  const searched = async (text: string, filterOn: string) => {
    const key = `${filterOn}|${text}`;
    let matched = totals.get(key);
    if (matched === undefined) {
      matched = (await page({ searchString: text, filterOn })).meta[0].totalrows;
      totals.set(key, matched);
    }
    const offset = random() < 0.5 ? 0 : Math.floor(random() * Math.max(1, matched - 20 + 1));
    return page({ offset, searchString: text, filterOn });
  };
  for (const text of entityTexts) await searched(text, 'entity');
  for (const text of rowTexts) await searched(text, 'row_id');
  const randomAuditPage = () => page({ offset: Math.floor(random() * (auditTotal - 20 + 1)) });
  await run('audit trail: first page', 1, () => page());
  await run('audit trail: page at a random offset', 1, randomAuditPage);
  await run('audit trail: page at a random offset, 8 clients', 8, randomAuditPage);
  await run('audit trail: search on entity', 1, () => searched(pick(entityTexts), 'entity'));
  await run('audit trail: search on row', 1, () => searched(pick(rowTexts), 'row_id'));
  await run('audit trail: search on entity + row', 1, () => searched(pick([...entityTexts, ...rowTexts]), 'entity,row_id'));
  await run('audit trail: entity filter, first page', 1, () => page({ entity: pick(AUDITED_ENTITIES) }));

  // Order pull exports.
  const exportsPath = '/api/admin/order-pull/export';
  atLeast('order pull exports', (await get<unknown[]>(exportsPath)).length, Math.min(200, options.rows));
  await run('order pull exports (latest 200)', 1, () => get(exportsPath));
  await run('order pull exports (latest 200), 8 clients', 8, () => get(exportsPath));

  // Label processes.
  const labels = '/api/labels/labels/list';
  await run('label processes, today', 1, () => get(labels));
  await run('label processes, today, 8 clients', 8, () => get(labels));

  // Order query.
  const first = (await get<{ orderId: string }>('/api/admin/pull-automation/order/%231001')).orderId;
  if (first !== '#1001') throw new Error(`order query: #1001 answered ${first}`);
  const orderName = () => `%23${1001 + Math.floor(random() * options.rows)}`;
  await run('order query by name', 1, () => get(`/api/admin/pull-automation/order/${orderName()}`));
  await run('order query by name, 8 clients', 8, () => get(`/api/admin/pull-automation/order/${orderName()}`));
  return results;
}
