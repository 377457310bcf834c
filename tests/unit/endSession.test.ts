import { describe, expect, it } from 'vitest';
import { endProviderSession } from '../../runtime/auth/endSession';
import { requestUrl } from '../support/requestUrl';

interface Sent {
  url: string;
  init: RequestInit | undefined;
}

function fakeFetch(status: number, sent: Sent[]): typeof fetch {
  return (input, init) => {
    sent.push({ url: requestUrl(input), init });
    return Promise.resolve(new Response(status === 204 ? null : '{}', { status }));
  };
}

describe('endProviderSession', () => {
  it("posts the id token as bearer to the provider's sign-out endpoint, without cookies", async () => {
    const sent: Sent[] = [];
    expect(await endProviderSession('http://127.0.0.1:5173/oidc', 'id.token.value', fakeFetch(204, sent))).toBe(204);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('http://127.0.0.1:5173/oidc/sign-out');
    expect(sent[0]?.init?.method).toBe('POST');
    expect(new Headers(sent[0]?.init?.headers).get('authorization')).toBe('Bearer id.token.value');
    expect(sent[0]?.init?.credentials).toBe('omit');
    expect(sent[0]?.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('joins an authority with a trailing slash without doubling it', async () => {
    const sent: Sent[] = [];
    await endProviderSession('https://id.example.com/', 't', fakeFetch(204, sent));
    expect(sent[0]?.url).toBe('https://id.example.com/sign-out');
  });

  it('resolves with any answer (a provider without the endpoint: 404) and rejects only when unreachable', async () => {
    expect(await endProviderSession('https://id.example.com', 't', fakeFetch(404, []))).toBe(404);
    const unreachable: typeof fetch = () => {
      return Promise.reject(new TypeError('fetch failed'));
    };
    await expect(endProviderSession('https://id.example.com', 't', unreachable)).rejects.toThrow('fetch failed');
  });
});
