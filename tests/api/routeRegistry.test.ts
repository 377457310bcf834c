import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { createServiceApp } from '../../server/api/common';
import { describedRoutes, describeRoute, NO_INPUT } from '../../server/api/routes';
import { badRequests, MIN_REQUESTS_PER_ENDPOINT } from '../support/badInput/cases';

/** The route-schema registry (server/api/routes.ts) and the generator's determinism; no server needed. */

const verify = () => Promise.resolve({ sub: 'tester', name: undefined, email: undefined });
const auth = { headers: { Authorization: 'Bearer x' } };
const ID = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'], additionalProperties: false } as const;
const BODY = { type: 'object', properties: { name: { type: 'string', maxLength: 5 } }, required: ['name'], additionalProperties: false };

describe('describeRoute', () => {
  it('keeps each app’s declarations apart', () => {
    const one = createServiceApp(verify);
    const two = createServiceApp(verify);
    describeRoute(one, 'GET', '/a', NO_INPUT);
    expect([...describedRoutes(one).keys()]).toEqual(['GET /a']);
    expect(describedRoutes(two).size).toBe(0);
  });

  it('refuses path parameters that differ from the path, a second declaration, and a declaration after the handler', () => {
    const app = createServiceApp(verify);
    expect(() => describeRoute(app, 'GET', '/x/:id', NO_INPUT)).toThrow(/path parameters id, declared none/);
    describeRoute(app, 'GET', '/y/:id', { params: ID });
    expect(() => describeRoute(app, 'GET', '/y/:id', { params: ID })).toThrow(/described twice/);
    app.get('/z', (c) => c.json({}));
    expect(() => describeRoute(app, 'GET', '/z', NO_INPUT)).toThrow(/before its handler/);
  });

  it('refuses unknown query parameters, a body where none is taken and a body that is not JSON; the handler validates with the declared schema', async () => {
    const app = createServiceApp(verify);
    describeRoute(app, 'GET', '/list', { query: { type: 'object', properties: { offset: { type: 'integer' } }, additionalProperties: false } });
    app.get('/list', (c) => c.json({ ok: true }));
    const route = describeRoute<{ name: string }>(app, 'POST', '/things', { body: BODY });
    app.post('/things', async (c) => {
      const checked = route.body(await c.req.json());
      return checked.ok ? c.json({ name: checked.value.name }, 201) : c.json({ error: 'bad', fields: checked.fields }, 400);
    });
    expect((await app.request('/list?offset=1', auth)).status).toBe(200);
    const unknown = await app.request('/list?sort=x&__proto__=1', auth);
    expect(unknown.status).toBe(400);
    expect(Object.keys(((await unknown.json()) as { fields: object }).fields)).toEqual(['sort', '__proto__']);
    expect((await app.request('/list', { method: 'GET', headers: { ...auth.headers, 'Content-Length': '2' } })).status).toBe(400);
    const post = (body: string, type: string) => app.request('/things', { method: 'POST', body, headers: { ...auth.headers, 'Content-Type': type, 'Content-Length': String(body.length) } });
    expect((await post('{"name":"a"}', 'text/plain')).status).toBe(415);
    expect((await post('{"name":"a"}', 'application/json; charset=utf-8')).status).toBe(201);
    expect(await (await post('{"name":"abcdef","__proto__":1}', 'application/json')).json()).toEqual({
      error: 'bad',
      fields: JSON.parse('{"name":"must NOT have more than 5 characters","__proto__":"is not allowed"}') as object,
    });
  });
});

describe('a public call', () => {
  it('answers without a token; the app\u2019s other calls still need one', async () => {
    const app = createServiceApp(() => Promise.reject(new Error('no valid token')));
    describeRoute(app, 'GET', '/image/:id', { params: ID, public: true });
    app.get('/image/:id', (c) => c.json({ id: c.req.param('id') }));
    describeRoute(app, 'GET', '/private/:id', { params: ID });
    app.get('/private/:id', (c) => c.json({ id: c.req.param('id') }));
    expect(await (await app.request('/image/7')).json()).toEqual({ id: '7' });
    expect((await app.request('/private/7')).status).toBe(401);
    expect((await app.request('/image-other/7')).status).toBe(401);
  });
});

describe('declared success statuses', () => {
  it('are 201 for a POST and 200 otherwise unless declared; an answer of another 2xx stands and is logged with its call', async () => {
    const app = createServiceApp(verify);
    describeRoute(app, 'POST', '/created', NO_INPUT);
    app.post('/created', (c) => c.json({ success: 'made' }, 201));
    describeRoute(app, 'POST', '/sent', { success: 200 });
    app.post('/sent', (c) => c.json({ success: 'sent' }));
    describeRoute(app, 'POST', '/either', { success: [201, 200] });
    app.post('/either', (c) => c.json({ success: 'replaced' }));
    describeRoute(app, 'POST', '/undeclared', NO_INPUT);
    app.post('/undeclared', (c) => c.json({ success: 'sent' }));
    describeRoute(app, 'PUT', '/created', NO_INPUT);
    app.put('/created', (c) => c.json({ success: 'made' }, 201));
    expect([...describedRoutes(app).values()].map((route) => `${route.method} ${route.path} ${route.successStatuses.join('|')}`)).toEqual([
      'POST /created 201', 'POST /sent 200', 'POST /either 201|200', 'POST /undeclared 201', 'PUT /created 200',
    ]);
    const statusOf = async (method: string, path: string) => {
      const answer = await app.request(path, { method, ...auth });
      return [answer.status, (await answer.json()) as unknown];
    };
    expect(await statusOf('POST', '/created')).toEqual([201, { success: 'made' }]);
    expect(await statusOf('POST', '/sent')).toEqual([200, { success: 'sent' }]);
    expect(await statusOf('POST', '/either')).toEqual([200, { success: 'replaced' }]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // The handler's work is done: its answer stands, and the broken declaration is said in the log.
      expect(await statusOf('POST', '/undeclared')).toEqual([200, { success: 'sent' }]);
      expect(await statusOf('PUT', '/created')).toEqual([201, { success: 'made' }]);
      expect(logged.mock.calls.map((call) => String(call[0]))).toEqual([
        'POST /undeclared answered 200; its declared success is 201 (describeRoute)',
        'PUT /created answered 201; its declared success is 200 (describeRoute)',
      ]);
    } finally {
      logged.mockRestore();
    }
  });
});

describe('a multipart declaration', () => {
  it('is a JSON body’s alternative, never beside one', () => {
    const app = createServiceApp(verify);
    expect(() => describeRoute(app, 'POST', '/both', { body: BODY, multipart: { maxBytes: 1000, fields: {} } })).toThrow(/not both/);
  });

  it('raises the size cap of its call only', async () => {
    const app = createServiceApp(verify);
    describeRoute(app, 'POST', '/big', { multipart: { maxBytes: 3 * 1024 * 1024, fields: { photo: { kind: 'file', required: true, accept: ['image/png'] } } } });
    app.post('/big', (c) => c.json({ success: 'kept' }, 201));
    describeRoute(app, 'POST', '/small', { body: BODY });
    app.post('/small', (c) => c.json({ success: 'kept' }, 201));
    const form = new FormData();
    form.append('photo', new File([new Uint8Array(2 * 1024 * 1024)], 'p.png', { type: 'image/png' }));
    const multipart = new Request('http://x/big', { method: 'POST', body: form });
    const body = new Uint8Array(await multipart.arrayBuffer());
    const headers = { ...auth.headers, 'Content-Type': multipart.headers.get('content-type') ?? '', 'Content-Length': String(body.byteLength) };
    // Alone and mounted under a prefix, as server/app.ts mounts each service.
    const mounted = new Hono().route('/api/x', app);
    const json = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    for (const [served, prefix] of [[app, ''], [mounted, '/api/x']] as const) {
      expect((await served.request(`${prefix}/big`, { method: 'POST', headers, body })).status, prefix).toBe(201);
      expect((await served.request(`${prefix}/small`, { method: 'POST', headers: { ...auth.headers, 'Content-Type': 'application/json', 'Content-Length': String(json.length) }, body: json })).status, prefix).toBe(413);
    }
  });
});

describe('the generated bad requests', () => {
  it('are the same for the same seed, at least the minimum per endpoint', () => {
    const endpoint = { mount: '/api/x', route: { method: 'PUT' as const, path: '/things/:id', body: BODY, params: ID, successStatuses: [200 as const] } };
    const first = badRequests(endpoint, 7);
    expect(first.length).toBeGreaterThanOrEqual(MIN_REQUESTS_PER_ENDPOINT);
    expect(badRequests(endpoint, 7)).toEqual(first);
    expect(badRequests(endpoint, 8)).not.toEqual(first);
    expect(first.filter((call) => call.fields?.includes('id')).length).toBeGreaterThan(10);
  });
});
