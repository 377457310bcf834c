import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditEntryPage, Town, Zone, ZoneDeliveryRate } from '../../runtime/generated/entities';
import { adminClient, expectFieldErrors, type AdminClient, type ApiAnswer } from '../support/api';
import { DEMO_ACCOUNT, signIn } from '../support/oidcSignIn';
import { createTestEnvironment, type TestEnvironment } from '../support/testServer';

let env: TestEnvironment;
let api: AdminClient;
let origin: string;
let token: string;
let subject: string;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  env = await createTestEnvironment();
  const server = await env.start();
  origin = server.origin;
  token = (await signIn(origin)).idToken;
  api = adminClient(origin, token);
  const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  subject = typeof payload === 'object' && payload !== null && 'sub' in payload && typeof payload.sub === 'string' ? payload.sub : '';
  expect(subject).not.toBe('');
});

afterAll(async () => {
  await env?.stop();
});

/** A call as the console makes it during one Update All Changes: with `X-Batch-Id`. */
async function inBatch<T = unknown>(batchId: string, method: string, path: string, json: unknown): Promise<ApiAnswer<T>> {
  const response = await fetch(`${origin}/api/admin${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-batch-id': batchId },
    body: JSON.stringify(json),
  });
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: JSON.parse(text) as T, text };
}

async function audit(query: Record<string, string | number> = {}): Promise<AuditEntryPage> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const answer = await api.get<AuditEntryPage>(`/audit?${search.toString()}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

const total = async () => (await audit({ limit: 1 })).meta[0].totalrows;
const entriesOf = async (entity: string, id: number) => (await audit({ entity, id, limit: 10_000 })).result;

async function zoneNamed(name: string): Promise<Zone> {
  const zone = (await api.get<{ result: Zone[] }>('/places/zone?limit=10000')).body.result.find((row) => row.zone_name === name);
  if (!zone) throw new Error(`no zone ${name}`);
  return zone;
}

const towns = async () => (await api.get<{ result: Town[] }>('/places/town?limit=10000')).body.result;

describe('the audit trail', () => {
  it('records a POST with its actor, call, batch and the new row', async () => {
    const east = await zoneNamed('Winnipeg East');
    const created = await api.post<{ town_id: number }>('/places/town', { town_name: 'Audit Town', zone_id: east.zone_id });
    expect(created.status).toBe(201);
    const [entry, ...more] = await entriesOf('town', created.body.town_id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor_sub: subject,
      actor_email: DEMO_ACCOUNT.email,
      who: DEMO_ACCOUNT.email,
      method: 'POST',
      path: '/api/admin/places/town',
      call: 'POST /api/admin/places/town',
      entity: 'town',
      row_id: created.body.town_id,
      before: null,
      after: { town_id: created.body.town_id, town_name: 'Audit Town', zone_id: east.zone_id, version: 1 },
      before_text: '',
    });
    expect(entry?.batch_id).toMatch(UUID);
    expect(JSON.parse(entry?.after_text ?? '')).toEqual(entry?.after);
    expect(entry?.after_text).not.toMatch(/": |, "/);
    expect(Date.now() - Date.parse(entry?.at ?? '')).toBeLessThan(60_000);
  });

  it('gives the writes of one Update All Changes (X-Batch-Id) one batch id, with the rows before and after', async () => {
    const south = await zoneNamed('Winnipeg South');
    const [first, second] = (await towns()).filter((town) => town.zone_id === south.zone_id);
    const rate = (await api.get<ZoneDeliveryRate[]>('/rates/zone')).body.find((row) => row.zoneId === south.zone_id);
    if (!first || !second || !rate) throw new Error('Winnipeg South needs two towns and a rate');
    const batch = randomUUID();
    const townsAnswer = await inBatch(batch, 'PUT', '/places/town', {
      forceCascadeUpdate: true, townIDArray: [first.town_id, second.town_id], townNameArray: [`${first.town_name} Audited`, second.town_name],
      zoneIDArray: [south.zone_id, south.zone_id], versionArray: [first.version, second.version],
    });
    expect(townsAnswer.status).toBe(200);
    const rateAnswer = await inBatch(batch.toUpperCase(), 'PUT', `/rates/zone/rate/${rate.id}`, { ...rate, status: !rate.status });
    expect(rateAnswer.status).toBe(200);

    const entries = (await audit({ limit: 10_000 })).result.filter((entry) => entry.batch_id === batch);
    expect(entries.map((entry) => `${entry.entity} ${entry.row_id}`).sort()).toEqual(
      [`town ${first.town_id}`, `town ${second.town_id}`, `zone-delivery-rate ${rate.id}`].sort(),
    );
    const renamed = entries.find((entry) => entry.row_id === first.town_id && entry.entity === 'town');
    // Names are parked during the batch: the entry still shows the row as it was and as it ends.
    expect(renamed).toMatchObject({
      method: 'PUT', path: '/api/admin/places/town', actor_sub: subject,
      before: { town_name: first.town_name, version: first.version }, after: { town_name: `${first.town_name} Audited`, version: first.version + 1 },
    });
    expect(entries.find((entry) => entry.entity === 'zone-delivery-rate')).toMatchObject({
      call: `PUT /api/admin/rates/zone/rate/${rate.id}`,
      before: { status: rate.status, version: rate.version }, after: { status: !rate.status, version: rate.version + 1 },
    });

    // Without the header each call is its own batch.
    const alone = await api.put(`/rates/zone/rate/${rate.id}`, { ...rate, version: rate.version + 1 });
    expect(alone.status).toBe(200);
    const [latest] = await entriesOf('zone-delivery-rate', rate.id);
    expect(latest?.batch_id).toMatch(UUID);
    expect(latest?.batch_id).not.toBe(batch);
  });

  it('records the postal codes a forced town move carries along, in the same batch', async () => {
    const north = await zoneNamed('Winnipeg North');
    const west = await zoneNamed('Winnipeg West');
    const town = await api.post<{ town_id: number }>('/places/town', { town_name: 'Moving Town', zone_id: north.zone_id });
    const code = await api.post<{ postalcode_id: number }>('/places/postalcodes', { code: 'R2X 9Z8', town_id: town.body.town_id, zone_id: north.zone_id });
    const batch = randomUUID();
    const moved = await inBatch(batch, 'PUT', '/places/town', {
      forceCascadeUpdate: true, townIDArray: [town.body.town_id], townNameArray: ['Moving Town'], zoneIDArray: [west.zone_id], versionArray: [1],
    });
    expect(moved.status).toBe(200);
    const [entry] = await entriesOf('postal-code', code.body.postalcode_id);
    expect(entry).toMatchObject({ batch_id: batch, before: { zone_id: north.zone_id, version: 1 }, after: { zone_id: west.zone_id, version: 2 } });
  });

  it('records a DELETE with the row before and nothing after', async () => {
    const east = await zoneNamed('Winnipeg East');
    const created = await api.post<{ town_id: number }>('/places/town', { town_name: 'Short-Lived Town', zone_id: east.zone_id });
    const deleted = await api.del(`/places/town/${created.body.town_id}`, { town_name: 'Short-Lived Town' });
    expect(deleted.status).toBe(200);
    const [removal, creation] = await entriesOf('town', created.body.town_id);
    expect(removal).toMatchObject({
      method: 'DELETE', actor_email: DEMO_ACCOUNT.email, before: { town_name: 'Short-Lived Town', version: 1 }, after: null, after_text: '',
    });
    expect(creation).toMatchObject({ method: 'POST', before: null });
    expect(removal?.batch_id).not.toBe(creation?.batch_id);
  });

  it('records nothing of a refused write (400, 404, 409) or a bad X-Batch-Id', async () => {
    const before = await total();
    const town = (await towns())[0];
    const rate = (await api.get<ZoneDeliveryRate[]>('/rates/zone')).body[0];
    if (!town || !rate) throw new Error('seeded rows missing');
    const townBody = { forceCascadeUpdate: true, townIDArray: [town.town_id], townNameArray: ['Refused'], zoneIDArray: [town.zone_id] };
    expectFieldErrors(await api.put('/places/town', townBody), 400, ['versionArray']);
    expectFieldErrors(await api.put('/places/town', { ...townBody, versionArray: [town.version + 5] }), 409, ['versionArray.0']);
    expectFieldErrors(await api.put(`/rates/zone/rate/${rate.id}`, { ...rate, version: rate.version + 5 }), 409, ['version']);
    expectFieldErrors(await api.post('/places/town', { town_name: town.town_name.toUpperCase(), zone_id: town.zone_id }), 409, ['town_name']);
    expect((await api.del('/places/town/999999', { town_name: 'Ghost' })).status).toBe(404);
    // A town holding postal codes cannot go.
    const busy = (await towns()).find((row) => row.town_name === 'Transcona');
    if (!busy) throw new Error('no Transcona');
    expect((await api.del(`/places/town/${busy.town_id}`, { town_name: 'Transcona' })).status).toBe(409);
    const badBatch = await inBatch('not-a-uuid', 'PUT', '/places/town', { ...townBody, versionArray: [town.version] });
    expectFieldErrors(badBatch, 400, ['X-Batch-Id']);
    expect(await total()).toBe(before);
    expect((await towns()).find((row) => row.town_id === town.town_id)).toEqual(town);
  });
});

describe('GET /audit', () => {
  it('pages newest first with the total, filters by entity, id and time, and searches entity and row id', async () => {
    const east = await zoneNamed('Winnipeg East');
    const startedAt = (await audit({ limit: 1 })).result[0]?.at ?? '';
    const created = await api.post<{ town_id: number }>('/places/town', { town_name: 'Filter Town', zone_id: east.zone_id });
    const id = created.body.town_id;
    const [entry] = await entriesOf('town', id);
    if (!entry) throw new Error('no entry');

    const all = await audit({ limit: 10_000 });
    expect(all.meta[0].totalrows).toBe(all.result.length);
    const order = all.result.map((row) => `${row.at} ${String(row.id).padStart(10, '0')}`);
    expect(order).toEqual([...order].sort().reverse());
    expect(all.result[0]).toEqual(entry);
    expect((await audit({ offset: 1, limit: 2 })).result).toEqual(all.result.slice(1, 3));

    const towns = await audit({ entity: 'town', limit: 10_000 });
    expect(towns.result.every((row) => row.entity === 'town')).toBe(true);
    expect(towns.meta[0].totalrows).toBe(all.result.filter((row) => row.entity === 'town').length);
    expect((await audit({ entity: 'zone', id })).result.every((row) => row.entity === 'zone' && row.row_id === id)).toBe(true);

    const at = Date.parse(entry.at);
    const iso = (ms: number) => new Date(ms).toISOString();
    expect((await audit({ entity: 'town', id, from: entry.at, to: entry.at })).result).toEqual([entry]);
    expect((await audit({ entity: 'town', id, from: iso(at + 60_000) })).result).toEqual([]);
    expect((await audit({ entity: 'town', id, to: iso(at - 60_000) })).result).toEqual([]);
    // An offset other than Z names the same moment.
    const winnipeg = new Date(at - 6 * 3_600_000).toISOString().replace('Z', '-06:00');
    expect((await audit({ entity: 'town', id, from: winnipeg.replace(/\.\d+/, ''), to: iso(at + 1000) })).result).toEqual([entry]);
    if (startedAt) {
      const since = await audit({ from: startedAt, limit: 10_000 });
      expect(since.result.map((row) => row.id)).toContain(entry.id);
      expect(since.result.every((row) => row.at >= startedAt)).toBe(true);
    }

    const searched = await audit({ searchString: String(id), filterOn: 'row_id', limit: 10_000 });
    expect(searched.result.length).toBeGreaterThan(0);
    expect(searched.result.every((row) => String(row.row_id).includes(String(id)))).toBe(true);
    const byEntity = await audit({ searchString: 'TOWN', filterOn: 'entity', limit: 10_000 });
    expect(byEntity.result.map((row) => row.id)).toEqual(towns.result.map((row) => row.id));
  });

  it('refuses bad parameters with 400 naming each', async () => {
    expectFieldErrors(await api.get('/audit?entity=warehouse'), 400, ['entity']);
    expectFieldErrors(await api.get('/audit?id=0&from=yesterday&to=2025-02-30T10:00:00Z'), 400, ['id', 'from', 'to']);
    expectFieldErrors(await api.get('/audit?from=2025-02-14T10:00:00'), 400, ['from']);
    expectFieldErrors(await api.get('/audit?from=2025-02-14T10:00:00Z&to=2025-02-13T10:00:00Z'), 400, ['to']);
    expectFieldErrors(await api.get('/audit?filterOn=actor_sub&searchString=x'), 400, ['filterOn']);
    expectFieldErrors(await api.get('/audit?limit=10001'), 400, ['limit']);
    expect((await api.get('/audit?from=2025-02-14T10:00:00%2B01:00')).status).toBe(200);
    expect((await api.get('/audit?from=2025-02-14T10:00:00.123456Z')).status).toBe(200);
  });

  it('shows a write made by hand in SQL as such', async () => {
    const rate = (await api.get<ZoneDeliveryRate[]>('/rates/zone')).body[0];
    if (!rate) throw new Error('no rates');
    await env.database.db.query('update zone_delivery_rate set status = not status where id = $1', [rate.id]);
    const [entry] = await entriesOf('zone-delivery-rate', rate.id);
    expect(entry).toMatchObject({ method: null, path: null, call: 'SQL', batch_id: null, actor_email: null } satisfies Partial<AuditEntry>);
    expect(entry?.actor_sub).toMatch(/^sql:/);
    expect(entry?.who).toBe(entry?.actor_sub);
  });
});
