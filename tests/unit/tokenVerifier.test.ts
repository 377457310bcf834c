import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier, requireBearer, type ApiVariables, type SessionEndedCheck } from '../../server/api/auth';

let server: Server;
let issuer: string;
let privateKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] });
  server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(req.url === '/oidc/jwks' ? jwks : '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oidc`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function token(claims: JWTPayload, tokenIssuer = issuer): Promise<string> {
  return new SignJWT({ name: 'Alex Morgan', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(tokenIssuer)
    .setAudience('console')
    .setSubject('3f0c1a52-8d1e-4d5f-9a8e-2b6c7d8e9f01')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
}

const endedOnly =
  (...ended: string[]): SessionEndedCheck =>
  (sid) =>
    Promise.resolve(ended.includes(sid));

describe('createTokenVerifier', () => {
  it('accepts a valid token whose session goes on', async () => {
    const verify = createTokenVerifier(issuer, 'console', endedOnly('other'));
    await expect(verify(await token({ sid: 's1' }))).resolves.toEqual({
      sub: '3f0c1a52-8d1e-4d5f-9a8e-2b6c7d8e9f01',
      name: 'Alex Morgan',
      email: undefined,
    });
  });

  it('refuses a token whose session was signed out of', async () => {
    const verify = createTokenVerifier(issuer, 'console', endedOnly('s1'));
    await expect(verify(await token({ sid: 's1' }))).rejects.toThrow(/signed out/);
  });

  it.each([
    ['no sid', {}],
    ['an empty sid', { sid: '' }],
    ['a sid that is not text', { sid: 42 }],
  ])('refuses a token with %s (it could never be signed out of)', async (_label, claims) => {
    const verify = createTokenVerifier(issuer, 'console', endedOnly());
    await expect(verify(await token(claims))).rejects.toThrow(/no session/);
  });

  it('asks about the session only once the signature is good', async () => {
    const asked: string[] = [];
    const verify = createTokenVerifier(issuer, 'console', (sid) => {
      asked.push(sid);
      return Promise.resolve(false);
    });
    const good = await token({ sid: 's2' });
    const [header, , signature] = good.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ sid: 's3', sub: 'x', iss: issuer, aud: 'console' })).toString('base64url')}.${signature}`;
    await expect(verify(tampered)).rejects.toThrow();
    await expect(verify(good)).resolves.toBeTruthy();
    expect(asked).toEqual(['s2']);
  });
});

describe('requireBearer', () => {
  it('answers 401 JSON for the token of an ended session, and runs nothing', async () => {
    let ran = false;
    const app = new Hono<{ Variables: ApiVariables }>();
    app.use('*', requireBearer(createTokenVerifier(issuer, 'console', endedOnly('gone'))));
    app.get('/thing', (c) => {
      ran = true;
      return c.json({ ok: true });
    });
    const ended = await app.request('/thing', { headers: { authorization: `Bearer ${await token({ sid: 'gone' })}` } });
    expect(ended.status).toBe(401);
    expect(((await ended.json()) as { error: string }).error).toMatch(/invalid or has expired/);
    expect(ran).toBe(false);
    const live = await app.request('/thing', { headers: { authorization: `Bearer ${await token({ sid: 'here' })}` } });
    expect(live.status).toBe(200);
  });
});

describe('a token verified once', () => {
  it('is still refused once it expires, and once its session ends', async () => {
    const ended: string[] = [];
    let clock = Date.now();
    const verify = createTokenVerifier(issuer, 'console', (sid) => Promise.resolve(ended.includes(sid)), () => clock);
    const good = await token({ sid: 's4' });
    await expect(verify(good)).resolves.toBeTruthy();
    await expect(verify(good)).resolves.toBeTruthy();
    ended.push('s4');
    await expect(verify(good)).rejects.toThrow(/signed out/);
    ended.length = 0;
    clock += 2 * 60 * 60 * 1000;
    await expect(verify(good)).rejects.toThrow(/exp/);
  });
});
