import { describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../runtime/api/callEndpoint';

const services = { admin: 'https://admin.test', shop: 'https://shop.test', storefrontGraphql: 'https://g.test', labels: 'https://l.test', dev: 'https://dev.test' };
const row = { id: '5b1c2e8a-0d4f-4c1e-9a7b-3e2f1d0c9b8a', reportName: 'QA_REP_1' };

async function sent(endpoint: Parameters<typeof callEndpoint>[0]): Promise<{ url: string; init: RequestInit }> {
  const fetchImpl = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ success: 'Report QA_REP_1 has been deleted.' }), { status: 200 })));
  const result = await callEndpoint(endpoint, { services, token: 't', language: 'en-CA', context: row, fetchImpl });
  expect(result).toMatchObject({ ok: true, successText: 'Report QA_REP_1 has been deleted.' });
  const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
  return { url, init };
}

describe('the body of a DELETE', () => {
  it('is none when the endpoint gives none: the path names the row (DELETE /order-pull/config/{id})', async () => {
    const { url, init } = await sent({ method: 'DELETE', path: '/order-pull/config/{id}' });
    expect(url).toBe(`https://admin.test/order-pull/config/${row.id}`);
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('is its own body when it gives one', async () => {
    const { init } = await sent({ method: 'DELETE', path: '/places/zone/{id}', body: { zone_name: '{reportName}' } });
    expect(init.body).toBe(JSON.stringify({ zone_name: 'QA_REP_1' }));
  });

  it('while a PUT without a body of its own still sends the row', async () => {
    const { init } = await sent({ method: 'PUT', path: '/order-pull/config/{id}' });
    expect(init.body).toBe(JSON.stringify(row));
  });

  it('and a PUT or POST marked noBody sends none, whatever it is given: its values go in the path and query', async () => {
    const put = await sent({ method: 'PUT', path: '/ops/giftset-alert/{reportName}', noBody: true });
    expect(put.url).toBe('https://admin.test/ops/giftset-alert/QA_REP_1');
    expect(put.init.body).toBeUndefined();
    expect((put.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    const fetchImpl = vi.fn(() => Promise.resolve(new Response('{}', { status: 200 })));
    await callEndpoint({ method: 'POST', path: '/ops/giftset-alert-template', query: { title: '{reportName}' }, noBody: true }, { services, token: 't', language: 'en-CA', context: row, body: { given: 1 }, fetchImpl });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://admin.test/ops/giftset-alert-template?title=QA_REP_1');
    expect(init.body).toBeUndefined();
  });
});
