import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { DeliveryRate, SpecialZoneDeliveryRate, Town, ZoneDeliveryRate, ZonePage } from '../../runtime/generated/entities';
import { businessToday } from '../../server/api/admin/clock';
import { WRONG_CREDENTIALS } from '../../server/identity/loginPage';
import { createServiceApp } from '../../server/api/common';
import { callApi, expectFieldErrors, expectJsonError, type AdminClient } from '../support/api';
import { refreshTokens, tryPassword } from '../support/oidcSignIn';
import deliveryHubSchema from '../../schemas/entities/delivery-hub.schema.json' with { type: 'json' };
import deliveryRateSchema from '../../schemas/entities/delivery-rate.schema.json' with { type: 'json' };
import postalCodeSchema from '../../schemas/entities/postal-code.schema.json' with { type: 'json' };
import provinceSchema from '../../schemas/entities/province.schema.json' with { type: 'json' };
import regionSchema from '../../schemas/entities/region.schema.json' with { type: 'json' };
import specialRateSchema from '../../schemas/entities/special-zone-delivery-rate.schema.json' with { type: 'json' };
import townSchema from '../../schemas/entities/town.schema.json' with { type: 'json' };
import warehouseSchema from '../../schemas/entities/warehouse.schema.json' with { type: 'json' };
import zoneRateSchema from '../../schemas/entities/zone-delivery-rate.schema.json' with { type: 'json' };
import zoneSchema from '../../schemas/entities/zone.schema.json' with { type: 'json' };
import { onSignedInServer } from '../support/signedInServer';
import { anyOf } from '../support/matchers';

/** Bad input must never reach the database as a 500: each case is a 400 JSON naming the field. */

const NUL = '\u0000';
const HUGE_MONEY = `$${'9'.repeat(400)}`;
const day = (offset: number) => DateTime.fromISO(businessToday(new Date())).plus({ days: offset }).toISODate() ?? '';

let api: AdminClient;
let origin: string;
let token: string;

onSignedInServer((server) => ({ origin, token, api } = server));

/** A raw JSON body (for numbers JSON.stringify cannot write, such as 1e308). */
const raw = (path: string, method: string, rawJson: string) => callApi(origin, `/api/admin${path}`, { method, token, rawJson });

async function snapshot(): Promise<unknown[]> {
  return Promise.all(
    ['/places/zone?limit=10000', '/places/town?limit=10000', '/places/postalcodes?limit=10000', '/places/region', '/rates', '/rates/zone', '/rates/special/zone'].map(
      async (path) => (await api.get(path)).body,
    ),
  );
}

async function zoneId(name: string): Promise<number> {
  const zone = (await api.get<ZonePage>(`/places/zone?searchString=${encodeURIComponent(name)}&filterOn=zone_name`)).body.result.find(
    (row) => row.zone_name === name,
  );
  if (!zone) throw new Error(`no zone ${name}`);
  return zone.zone_id;
}

/** Sends bytes as they are and reads the whole answer (the server closes the connection). */
function rawHttp(request: string): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body });
    });
  });
}

/** A GET with the token through `agent` (kept alive: the second call reuses the first's connection). */
function keptAliveGet(agent: Agent, path: string): Promise<{ status: number; contentType: string; body: string; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), body, reused: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the bounded entity schemas', () => {
  it('still fit every seeded row the lists answer', async () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    const lists: [object, string][] = [
      [provinceSchema, '/province'], [regionSchema, '/places/region'], [warehouseSchema, '/warehouse'],
      [deliveryHubSchema, '/onfleet/driver/region/all'], [zoneSchema, '/places/zone?limit=10000'], [townSchema, '/places/town?limit=10000'],
      [postalCodeSchema, '/places/postalcodes?limit=10000'], [deliveryRateSchema, '/rates'], [zoneRateSchema, '/rates/zone'],
      [specialRateSchema, '/rates/special/zone'],
    ];
    for (const [schema, path] of lists) {
      const validate = ajv.compile(schema);
      const body = (await api.get<unknown[] | { result: unknown[] }>(path)).body;
      const rows = Array.isArray(body) ? body : body.result;
      expect(rows.length, path).toBeGreaterThan(0);
      for (const row of rows) expect(validate(row) ? [] : validate.errors, `${path} ${JSON.stringify(row)}`).toEqual([]);
    }
  });
});

describe('a NUL character', () => {
  it('in a text field, a search string or a path parameter is a 400 naming it; nothing is written', async () => {
    const before = await snapshot();
    const winnipegSouth = await zoneId('Winnipeg South');
    expectFieldErrors(await api.post('/places/town', { town_name: `a${NUL}b`, zone_id: winnipegSouth }), 400, ['town_name']);
    expectFieldErrors(await api.post('/places/zone', { zone_name: NUL, region_id: 1 }), 400, ['zone_name']);
    expectFieldErrors(await api.put('/places/zone', { zoneIDArray: [1], zoneNameArray: [`x${NUL}`], regionIDArray: [1], versionArray: [1] }), 400, ['zoneNameArray.0']);
    expectFieldErrors(
      await api.post('/rates', { name: `Anytime (9am - 5pm) - $11${NUL}`, period: 'Anytime (9am - 5pm)', rate: '$11' }),
      400,
      ['name'],
    );
    expectFieldErrors(await api.del('/rates/1', { name: NUL }), 400, ['name']);
    for (const list of ['/places/zone', '/places/town', '/places/postalcodes']) {
      expectFieldErrors(await api.get(`${list}?searchString=%00`), 400, ['searchString']);
      expectFieldErrors(await api.get(`${list}?searchString=${'a'.repeat(201)}`), 400, ['searchString']);
    }
    expectFieldErrors(await api.get('/places/postalcodes/query/%00'), 400, ['postalcode']);
    expectFieldErrors(await api.get(`/places/postalcodes/query/R2C${'%00'.repeat(3)}1A1`), 400, ['postalcode']);
    expectFieldErrors(await api.get(`/places/postalcodes/query/${'A'.repeat(101)}`), 400, ['postalcode']);
    expectFieldErrors(await api.put('/places/town/affected-resources', { townIDArray: [1], townNameArray: [NUL], zoneIDArray: [1] }), 400, [
      'townNameArray.0',
    ]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('field errors', () => {
  it('read in plain words beside the field: a missing value is required, a pattern is a format, a type is said in words', async () => {
    const winnipegSouth = await zoneId('Winnipeg South');
    const postalCode = expectFieldErrors(await api.post('/places/postalcodes', { code: 'ZZZ', town_id: null, zone_id: 'x' }), 400, ['code', 'town_id', 'zone_id']);
    expect(postalCode.fields).toEqual({ code: 'is not in the expected format', town_id: 'is required', zone_id: 'must be a whole number' });
    expect(expectFieldErrors(await api.post('/places/town', { town_name: 5, zone_id: winnipegSouth }), 400, ['town_name']).fields).toEqual({ town_name: 'must be text' });
  });
});

describe('text the database cannot hold', () => {
  it('a lone surrogate in a body is a 400 naming the field, like NUL', async () => {
    const winnipegSouth = await zoneId('Winnipeg South');
    const answer = expectFieldErrors(await api.post('/places/town', { town_name: 'x\ud800', zone_id: winnipegSouth }), 400, ['town_name']);
    expect(answer.fields?.town_name).toBe('must be valid Unicode text (it holds a lone surrogate)');
  });

  it('reaching the identity provider is the caller’s error, never a 500', async () => {
    const signInPage = await tryPassword(origin, `alex${NUL}@example.com`, 'console-demo');
    expect(signInPage.status).toBe(401);
    expect(signInPage.body).toContain(WRONG_CREDENTIALS);
    await expect(refreshTokens(origin, `x${NUL}`)).rejects.toThrow(/invalid_grant/);
    expect((await fetch(`${origin}/oidc/auth?client_id=%00`)).status).toBe(400);
    const callback = encodeURIComponent(`${origin}/login/callback`);
    const authorize = await fetch(
      `${origin}/oidc/auth?client_id=console&response_type=code&scope=openid&redirect_uri=${callback}&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256&state=%00`,
      { redirect: 'manual' },
    );
    expect(authorize.status).toBe(303);
    expect(new URL(authorize.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_request');
  });
});

describe('whole numbers over the database integer', () => {
  it('in id fields and id arrays are a 400 naming them; 2147483647 itself is a valid id', async () => {
    const before = await snapshot();
    expectFieldErrors(await api.post('/places/zone', { zone_name: 'x', region_id: 2147483648 }), 400, ['region_id']);
    expectFieldErrors(await raw('/places/town', 'PUT', '{"forceCascadeUpdate":true,"townIDArray":[1e308],"townNameArray":["x"],"zoneIDArray":[1],"versionArray":[1]}'), 400, [
      'townIDArray.0',
    ]);
    expectFieldErrors(await raw('/places/town/affected-resources', 'PUT', '{"townIDArray":[1],"townNameArray":["x"],"zoneIDArray":[2147483648]}'), 400, [
      'zoneIDArray.0',
    ]);
    expectFieldErrors(await api.post('/places/postalcodes', { code: 'R2C 1A1', town_id: 2 ** 31, zone_id: 2 ** 40 }), 400, ['town_id', 'zone_id']);
    expectFieldErrors(await api.post('/places/region', {
      name: 'Big', short_code: 'BG', warehouse_id: 2 ** 31, province_id: 1, delivery_hub: 'x', display_name: 'Big', tag: 'Big',
    }), 400, ['warehouse_id']);
    expectFieldErrors(await api.put('/places/postalcodes/2147483648', { id: 2147483648, code: 'R2C 1A1', town_id: 1, zone_id: 1, version: 1 }), 400, ['id']);
    expectJsonError(await api.put('/places/postalcodes/2147483647', { id: 2147483647, code: 'R2C 1A1', town_id: 1, zone_id: 1, version: 1 }), 404);
    expectJsonError(await api.del('/places/town/2147483647', { town_name: 'Nowhere' }), 404);
    expect(await snapshot()).toEqual(before);
  });

  it('offset takes every value its message names, 0 to 2147483647', async () => {
    const last = await api.get<ZonePage>('/places/zone?offset=2147483647');
    expect(last.status).toBe(200);
    expect(last.body.result).toEqual([]);
    expect(last.body.meta[0].totalrows).toBeGreaterThan(0);
    const over = expectFieldErrors(await api.get('/places/town?offset=2147483648'), 400, ['offset']);
    expect(over.fields?.offset).toBe('must be a whole number from 0 to 2147483647');
    expectFieldErrors(await api.get('/places/postalcodes?offset=99999999999999999999'), 400, ['offset']);
  });
});

describe('money strings', () => {
  it('are bounded on every rates call (POST and PUT); nothing is written', async () => {
    const before = await snapshot();
    const zone = await zoneId('Winnipeg North');
    expectFieldErrors(await api.post('/rates', { name: 'Anytime (9am - 5pm) - $9', period: 'Anytime (9am - 5pm)', rate: HUGE_MONEY }), 400, ['rate']);
    const zoneRate = {
      name: 'Winnipeg North - Afternoon (12pm - 5pm) - $9', zoneId: zone, applicableStartTime: '12:00:00', applicableEndTime: '17:00:00',
      applicableDate: 0, isSameDayOnly: false, displayText: 'Afternoon (12pm - 5pm)', rate: HUGE_MONEY,
    };
    expectFieldErrors(await api.post('/rates/zone/rate', zoneRate), 400, ['rate']);
    const special = {
      name: 'Winnipeg North - Big Day - $9', zone_id: zone, rate_name: 'Anytime (8am - 8pm) - $9', rate: HUGE_MONEY,
      cutoff_time: '10:00', cutoff_date: day(3), delivery_date: day(3),
    };
    expectFieldErrors(await api.post('/rates/special/zone/rate', special), 400, ['rate']);

    const [delivery] = (await api.get<DeliveryRate[]>('/rates')).body;
    const [zoneRow] = (await api.get<ZoneDeliveryRate[]>('/rates/zone')).body;
    const [specialRow] = (await api.get<SpecialZoneDeliveryRate[]>('/rates/special/zone')).body;
    if (!delivery || !zoneRow || !specialRow) throw new Error('seeded rates missing');
    expectFieldErrors(await api.put(`/rates/${delivery.id}`, { ...delivery, rate: HUGE_MONEY }), 400, ['rate']);
    expectFieldErrors(await api.put(`/rates/zone/rate/${zoneRow.id}`, { ...zoneRow, rate: HUGE_MONEY }), 400, ['rate']);
    const { zone_name: _zoneName, region_name: _regionName, ...editable } = specialRow;
    expectFieldErrors(await api.put(`/rates/special/zone/rate/${specialRow.id}`, { ...editable, rate: HUGE_MONEY }), 400, ['rate']);
    // The largest amount still fits.
    expectFieldErrors(await api.put(`/rates/${delivery.id}`, { ...delivery, rate: '$999999' }), 400, ['rate']);
    expect(await snapshot()).toEqual(before);
    const largest = await api.put(`/rates/${delivery.id}`, { ...delivery, rate: '$99999.99' });
    expect(largest.status).toBe(200);
    expect((await api.put(`/rates/${delivery.id}`, { ...delivery, version: delivery.version + 1 })).status).toBe(200);
  });

  it('and names over their length are refused field by field', async () => {
    const towns = (await api.get<{ result: Town[] }>('/places/town?limit=1')).body.result;
    const town = towns[0];
    if (!town) throw new Error('no towns');
    expectFieldErrors(await api.del(`/places/town/${town.town_id}`, { town_name: 'x'.repeat(201) }), 400, ['town_name']);
    expectFieldErrors(await api.del('/rates/1', { name: 'x'.repeat(201) }), 400, ['name']);
  });
});

describe('database errors of bad input', () => {
  it('answer 400 JSON from the shared error handler, never 500', async () => {
    const app = createServiceApp(() => Promise.resolve({ sub: 'tester', name: undefined, email: undefined }));
    const fail = (code: string) => () => {
      throw Object.assign(new Error(`database said ${code}`), { code });
    };
    app.get('/nul', fail('22021'));
    app.get('/range', fail('22003'));
    app.get('/syntax', fail('22P02'));
    app.get('/other', fail('XX000'));
    for (const path of ['/nul', '/range', '/syntax']) {
      const answer = await app.request(path, { headers: { Authorization: 'Bearer x' } });
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await answer.json()) as { error: string };
      expect(body.error).toBe('The request holds a value the database cannot store or read: check the values sent.');
    }
    const other = await app.request('/other', { headers: { Authorization: 'Bearer x' } });
    expect(other.status).toBe(500);
    expect(await other.json()).toEqual({ error: 'The server could not complete the call.' });
  });
});

describe('malformed requests', () => {
  it('answer JSON: a request line or headers over the limit (431), a broken request (400)', async () => {
    const long = await rawHttp(`GET /api/admin/province?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(long.status).toBe(431);
    expect(long.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(long.body)).toEqual({ error: 'The request line or headers are too large.' });

    const header = await rawHttp(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(header.status).toBe(431);
    expect(JSON.parse(header.body)).toMatchObject({ error: anyOf(String) });

    const broken = await rawHttp('GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n');
    expect(broken.status).toBe(400);
    expect(broken.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(broken.body)).toEqual({ error: 'The request is malformed.' });
  });

  it('answer a 20,000-character query string with 431 JSON on a connection that already answered a call', async () => {
    // Browsers and fetch reuse kept-alive connections: the over-long request arrives on a used one.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await keptAliveGet(agent, '/api/admin/province');
      expect(first.status).toBe(200);
      const long = await keptAliveGet(agent, `/api/admin/province?x=${'a'.repeat(20_000)}`);
      expect(long.reused).toBe(true);
      expect(long.status).toBe(431);
      expect(long.contentType).toMatch(/^application\/json/);
      expect(JSON.parse(long.body)).toEqual({ error: 'The request line or headers are too large.' });
    } finally {
      agent.destroy();
    }
  });

  it('answer a malformed percent-encoding in the address with 400 JSON, on pages, the provider and the services', async () => {
    for (const path of ['/%E0%A4%A', '/secure/%ZZ', '/oidc/%E0%A4%A', '/api/admin/places/postalcodes/query/%E0%A4%A']) {
      const answer = await callApi(origin, path, { token });
      const body = expectJsonError(answer, 400);
      expect(body.error).toBe('The address is malformed: its path has a broken percent-encoding.');
    }
    // A well-formed address still reaches the page.
    expect((await callApi(origin, '/secure/caf%C3%A9')).status).toBe(200);
  });
});
