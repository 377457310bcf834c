import { describe, expect, it, vi } from 'vitest';
import { fetchFile } from '../../runtime/api/fetchFile';
import type { Endpoint } from '../../runtime/generated/screen';

const services = { admin: 'https://api.example.com/admin', shop: 'x', storefrontGraphql: 'x', labels: 'x', dev: 'x' };
const template: Endpoint = { method: 'GET', path: '/orders/bulk/template', query: { kind: '{kind}' } };

describe('fetchFile', () => {
  it('calls the filled URL with the bearer token and language, and keeps the answer as bytes', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff]);
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(new Response(bytes, { status: 200 })));
    const result = await fetchFile(template, { services, token: 'tok', language: 'en-CA', context: { kind: 'b2b' }, fetchImpl });
    expect(fetchImpl).toHaveBeenCalledWith('https://api.example.com/admin/orders/bulk/template?kind=b2b', { method: 'GET', headers: { Accept: '*/*', language: 'en-CA', Authorization: 'Bearer tok' } });
    if (!result.ok) throw new Error('expected the file');
    expect(new Uint8Array(await result.blob.arrayBuffer())).toEqual(bytes);
  });

  it('reads a failed answer as JSON when it is, else as text; no answer at all is status 0', async () => {
    const json = await fetchFile(template, { services, token: undefined, language: 'en-CA', fetchImpl: () => Promise.resolve(new Response('{"error":"No template yet."}', { status: 404 })) });
    expect(json).toEqual({ ok: false, status: 404, data: { error: 'No template yet.' } });
    const html = await fetchFile(template, { services, token: undefined, language: 'en-CA', fetchImpl: () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })) });
    expect(html).toEqual({ ok: false, status: 502, data: '<html>Bad gateway</html>' });
    const down = await fetchFile(template, { services, token: undefined, language: 'en-CA', fetchImpl: async () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(down).toEqual({ ok: false, status: 0, data: undefined });
  });
});
