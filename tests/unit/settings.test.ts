import { describe, expect, it } from 'vitest';
import { readSettings } from '../../server/settings';

describe('readSettings', () => {
  it('defaults to the documented port, lifetime, environment and seed size on loopback', () => {
    const settings = readSettings({}, []);
    expect(settings).toMatchObject({
      port: 5173,
      host: '127.0.0.1',
      origin: 'http://127.0.0.1:5173',
      tokenTtlSeconds: 3600,
      environmentName: 'Production',
      seedPostalCodes: 1200,
      databaseUrl: undefined,
      shutdownGraceMs: 10_000,
    });
    expect(settings.dataDir).toMatch(/\.data$/);
  });

  it('reads PORT, DATABASE_URL, TOKEN_TTL_SECONDS, ENVIRONMENT_NAME and DATA_DIR', () => {
    const settings = readSettings(
      { PORT: '8080', DATABASE_URL: 'postgres://u@127.0.0.1/db', TOKEN_TTL_SECONDS: '20', ENVIRONMENT_NAME: 'Staging', DATA_DIR: '/tmp/x' },
      [],
    );
    expect(settings).toMatchObject({
      port: 8080,
      origin: 'http://127.0.0.1:8080',
      databaseUrl: 'postgres://u@127.0.0.1/db',
      tokenTtlSeconds: 20,
      environmentName: 'Staging',
      dataDir: '/tmp/x',
    });
  });

  it('takes the seed scale from --seed-scale N, --seed-scale=N, or SEED_POSTAL_CODES', () => {
    expect(readSettings({}, ['--seed-scale', '100000']).seedPostalCodes).toBe(100000);
    expect(readSettings({}, ['--seed-scale=5000']).seedPostalCodes).toBe(5000);
    expect(readSettings({ SEED_POSTAL_CODES: '300' }, []).seedPostalCodes).toBe(300);
  });

  it('serves no bench pages unless BENCH_STATIC_DIR names a folder (npm run bench only)', () => {
    expect(readSettings({}, []).benchStaticDir).toBeUndefined();
    expect(readSettings({ BENCH_STATIC_DIR: '' }, []).benchStaticDir).toBeUndefined();
    expect(readSettings({ BENCH_STATIC_DIR: '/tmp/bench-pages' }, []).benchStaticDir).toBe('/tmp/bench-pages');
  });

  it('names the setting when a number is wrong', () => {
    expect(() => readSettings({ PORT: 'eighty' }, [])).toThrow('PORT must be a positive whole number, got "eighty"');
    expect(() => readSettings({ TOKEN_TTL_SECONDS: '-5' }, [])).toThrow(/TOKEN_TTL_SECONDS/);
    expect(() => readSettings({}, ['--seed-scale', '1.5'])).toThrow(/SEED_POSTAL_CODES/);
  });

  it('reads SHUTDOWN_GRACE_SECONDS (0 cuts at once) and refuses anything but a whole number', () => {
    expect(readSettings({ SHUTDOWN_GRACE_SECONDS: '25' }, []).shutdownGraceMs).toBe(25_000);
    expect(readSettings({ SHUTDOWN_GRACE_SECONDS: '0' }, []).shutdownGraceMs).toBe(0);
    expect(() => readSettings({ SHUTDOWN_GRACE_SECONDS: '-1' }, [])).toThrow('SHUTDOWN_GRACE_SECONDS must be a whole number of 0 or more, got "-1"');
    expect(() => readSettings({ SHUTDOWN_GRACE_SECONDS: 'soon' }, [])).toThrow('SHUTDOWN_GRACE_SECONDS must be a whole number of 0 or more, got "soon"');
  });
});
