import { describe, expect, it } from 'vitest';
import {
  accountKeyOf,
  ACCOUNT_POLICY,
  addressKeyOf,
  ADDRESS_POLICY,
  createSignInThrottle,
  delayAfter,
  liveRecord,
  retryAfterSeconds,
  tooManyAttemptsMessage,
  waitMs,
  withFailure,
  withoutOneFailure,
  type AttemptKeys,
  type ThrottlePolicy,
} from '../../server/identity/signInThrottle';
import { memoryThrottleStore } from '../support/memoryThrottleStore';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
const POLICY: ThrottlePolicy = { freeFailures: 5, windowMs: 15 * MINUTE, baseDelayMs: 2 * SECOND, maxDelayMs: 5 * MINUTE };
const alex: AttemptKeys = { account: 'alex.morgan@example.com', address: '10.0.0.1' };

describe('the policies', () => {
  it('give an account 5 free failures in 15 minutes, then 2 s doubling up to 5 minutes', () => {
    expect(ACCOUNT_POLICY).toEqual(POLICY);
  });

  it('give an address far more failures than an account, with the same growth and cap', () => {
    expect(ADDRESS_POLICY.freeFailures).toBe(100);
    expect(ADDRESS_POLICY.windowMs).toBe(15 * MINUTE);
    expect(ADDRESS_POLICY.maxDelayMs).toBe(5 * MINUTE);
  });
});

describe('delayAfter', () => {
  it('imposes no wait for the free failures', () => {
    for (let failures = 0; failures < 5; failures += 1) expect(delayAfter(failures, POLICY)).toBe(0);
  });

  it('doubles from the base after the last free failure and stops at the cap', () => {
    const delays = Array.from({ length: 12 }, (_unused, index) => delayAfter(5 + index, POLICY) / SECOND);
    expect(delays).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300, 300]);
  });

  it('stays at the cap for absurd counts (no overflow to Infinity or NaN)', () => {
    expect(delayAfter(10_000, POLICY)).toBe(5 * MINUTE);
    expect(delayAfter(Number.MAX_SAFE_INTEGER, POLICY)).toBe(5 * MINUTE);
  });
});

describe('records', () => {
  it('live for the window after the last failure, to the millisecond', () => {
    const record = { failures: 3, lastFailureAt: T0 };
    expect(liveRecord(record, POLICY, T0 + 15 * MINUTE - 1)).toBe(record);
    expect(liveRecord(record, POLICY, T0 + 15 * MINUTE)).toBeUndefined();
    expect(liveRecord(undefined, POLICY, T0)).toBeUndefined();
  });

  it('count failures up, and start again once the window has passed', () => {
    const first = withFailure(undefined, POLICY, T0);
    expect(first).toEqual({ failures: 1, lastFailureAt: T0 });
    const second = withFailure(first, POLICY, T0 + MINUTE);
    expect(second).toEqual({ failures: 2, lastFailureAt: T0 + MINUTE });
    expect(withFailure(second, POLICY, T0 + MINUTE + 15 * MINUTE)).toEqual({ failures: 1, lastFailureAt: T0 + 16 * MINUTE });
  });

  it('give back one failure, forgetting a record that had only one', () => {
    expect(withoutOneFailure({ failures: 3, lastFailureAt: T0 })).toEqual({ failures: 2, lastFailureAt: T0 });
    expect(withoutOneFailure({ failures: 1, lastFailureAt: T0 })).toBeUndefined();
    expect(withoutOneFailure(undefined)).toBeUndefined();
  });

  it('make no one wait before the free failures are used up', () => {
    expect(waitMs(undefined, POLICY, T0)).toBe(0);
    expect(waitMs({ failures: 4, lastFailureAt: T0 }, POLICY, T0)).toBe(0);
    // An attempt that waited for the record (others failing meanwhile, maybe in another process) is no later than them.
    expect(waitMs({ failures: 4, lastFailureAt: T0 + 3 * SECOND }, POLICY, T0)).toBe(0);
  });

  it('make the next attempt wait the delay counted from the last failure', () => {
    const record = { failures: 5, lastFailureAt: T0 };
    expect(waitMs(record, POLICY, T0)).toBe(2 * SECOND);
    expect(waitMs(record, POLICY, T0 + 1500)).toBe(500);
    expect(waitMs(record, POLICY, T0 + 2 * SECOND)).toBe(0);
    expect(waitMs({ failures: 40, lastFailureAt: T0 }, POLICY, T0 + MINUTE)).toBe(4 * MINUTE);
  });

  it('make no one wait once the window has passed, whatever the count', () => {
    expect(waitMs({ failures: 400, lastFailureAt: T0 }, POLICY, T0 + 15 * MINUTE)).toBe(0);
  });
});

describe('what the client is told', () => {
  it('Retry-After in whole seconds, rounded up, at least 1', () => {
    expect(retryAfterSeconds(0)).toBe(1);
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(1000)).toBe(1);
    expect(retryAfterSeconds(1001)).toBe(2);
    expect(retryAfterSeconds(5 * MINUTE)).toBe(300);
  });

  it('the wait in seconds up to a minute, then in whole minutes', () => {
    expect(tooManyAttemptsMessage(400)).toBe('Too many sign-in attempts. Try again in 1 second.');
    expect(tooManyAttemptsMessage(30 * SECOND)).toBe('Too many sign-in attempts. Try again in 30 seconds.');
    expect(tooManyAttemptsMessage(60 * SECOND)).toBe('Too many sign-in attempts. Try again in 60 seconds.');
    expect(tooManyAttemptsMessage(61 * SECOND)).toBe('Too many sign-in attempts. Try again in 2 minutes.');
    expect(tooManyAttemptsMessage(5 * MINUTE)).toBe('Too many sign-in attempts. Try again in 5 minutes.');
  });
});

describe('keys', () => {
  it('treat an e-mail as the account look-up does (trimmed, any case), bounded in length', () => {
    expect(accountKeyOf('  Alex.Morgan@Example.COM ')).toBe('alex.morgan@example.com');
    expect(accountKeyOf('a'.repeat(5000))).toHaveLength(320);
  });

  it('count an IPv4 client seen through an IPv6 socket as its IPv4 address', () => {
    expect(addressKeyOf('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressKeyOf('127.0.0.1')).toBe('127.0.0.1');
    expect(addressKeyOf('2001:db8::1')).toBe('2001:db8::1');
  });
});

describe('createSignInThrottle', () => {
  it('allows 5 attempts at an account, then refuses for 2 s — any password, the right one included', async () => {
    const throttle = createSignInThrottle(memoryThrottleStore());
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await throttle.attempt(alex, T0 + attempt)).toEqual({ allowed: true });
    expect(await throttle.attempt(alex, T0 + 4)).toEqual({ allowed: false, waitMs: 2 * SECOND });
    expect(await throttle.attempt(alex, T0 + 4 + 1999)).toEqual({ allowed: false, waitMs: 1 });
    expect(await throttle.attempt(alex, T0 + 4 + 2000)).toEqual({ allowed: true });
  });

  it('runs the wait from when a wrong password was known, not from when its slow check began', async () => {
    const throttle = createSignInThrottle(memoryThrottleStore());
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await throttle.attempt(alex, T0)).toEqual({ allowed: true });
    // The five checks end 3 s later (a busy server): the 2-s wait starts only then.
    await throttle.failed(alex, T0 + 3 * SECOND);
    expect(await throttle.attempt(alex, T0 + 3 * SECOND + 1999)).toEqual({ allowed: false, waitMs: 1 });
    expect(await throttle.attempt(alex, T0 + 5 * SECOND)).toEqual({ allowed: true });
  });

  it('counts an attempt at once: of many at the same instant (parallel requests) only 5 go through', async () => {
    const throttle = createSignInThrottle(memoryThrottleStore());
    const verdicts = await Promise.all(Array.from({ length: 60 }, () => throttle.attempt(alex, T0)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
  });

  it('makes a guesser who always waits exactly as told wait 2, 4, 8 … 256 s, then 5 minutes each time', async () => {
    const throttle = createSignInThrottle(memoryThrottleStore());
    let now = T0;
    for (let attempt = 0; attempt < 5; attempt += 1) await throttle.attempt(alex, now);
    const waits: number[] = [];
    for (let round = 0; round < 11; round += 1) {
      const verdict = await throttle.attempt(alex, now);
      if (verdict.allowed) throw new Error('expected a wait');
      waits.push(verdict.waitMs / SECOND);
      now += verdict.waitMs;
      expect(await throttle.attempt(alex, now)).toEqual({ allowed: true });
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300]);
  });

  it('forgets an account after 15 minutes without a failure: 5 free attempts again, then the base wait', async () => {
    const throttle = createSignInThrottle(memoryThrottleStore());
    for (let attempt = 0; attempt < 7; attempt += 1) await throttle.attempt(alex, T0 + attempt * 10 * SECOND);
    const last = T0 + 60 * SECOND;
    // 7 failures: 8 s after the last one, at any time in the window.
    expect(await throttle.attempt(alex, last + 1)).toEqual({ allowed: false, waitMs: 8 * SECOND - 1 });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await throttle.attempt(alex, last + 15 * MINUTE)).allowed).toBe(true);
    expect(await throttle.attempt(alex, last + 15 * MINUTE)).toEqual({ allowed: false, waitMs: 2 * SECOND });
  });

  it('starts the account afresh after a right password', async () => {
    const throttle = createSignInThrottle(memoryThrottleStore());
    for (let attempt = 0; attempt < 5; attempt += 1) await throttle.attempt(alex, T0);
    await throttle.succeeded(alex, T0);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await throttle.attempt(alex, T0 + 1)).allowed).toBe(true);
    expect(await throttle.attempt(alex, T0 + 1)).toEqual({ allowed: false, waitMs: 2 * SECOND });
  });

  it('holds back one account only: another from the same address goes on', async () => {
    const throttle = createSignInThrottle(memoryThrottleStore());
    for (let attempt = 0; attempt < 6; attempt += 1) await throttle.attempt(alex, T0);
    expect(await throttle.attempt({ ...alex, account: 'jordan.lee@example.com' }, T0)).toEqual({ allowed: true });
    expect((await throttle.attempt({ ...alex, address: '10.0.0.2' }, T0)).allowed).toBe(false);
  });

  it('holds back an address that failed too often, for every account, and no other address', async () => {
    const throttle = createSignInThrottle(memoryThrottleStore());
    for (let index = 0; index < 100; index += 1) {
      expect((await throttle.attempt({ account: `user${index}@example.com`, address: '10.0.0.9' }, T0)).allowed).toBe(true);
    }
    expect(await throttle.attempt({ account: 'fresh@example.com', address: '10.0.0.9' }, T0)).toEqual({ allowed: false, waitMs: 2 * SECOND });
    expect(await throttle.attempt({ account: 'fresh@example.com', address: '10.0.0.8' }, T0)).toEqual({ allowed: true });
  });

  it('waits for the longer of the account and address holds', async () => {
    const address: ThrottlePolicy = { ...POLICY, freeFailures: 2, baseDelayMs: 10 * SECOND };
    const throttle = createSignInThrottle(memoryThrottleStore(), { address });
    await throttle.attempt({ ...alex, account: 'one@example.com' }, T0);
    await throttle.attempt({ ...alex, account: 'two@example.com' }, T0);
    expect(await throttle.attempt(alex, T0)).toEqual({ allowed: false, waitMs: 10 * SECOND });
  });

  it('gives the address back the attempt of a right password, so colleagues behind it are not held back by sign-ins', async () => {
    const address: ThrottlePolicy = { ...POLICY, freeFailures: 3 };
    const throttle = createSignInThrottle(memoryThrottleStore(), { address });
    const at = (account: string): AttemptKeys => ({ account, address: '10.0.0.3' });
    await throttle.attempt(at('a@example.com'), T0);
    await throttle.attempt(at('b@example.com'), T0);
    expect(await throttle.attempt(at('c@example.com'), T0)).toEqual({ allowed: true });
    await throttle.succeeded(at('c@example.com'), T0);
    expect(await throttle.attempt(at('d@example.com'), T0)).toEqual({ allowed: true });
    expect((await throttle.attempt(at('e@example.com'), T0)).allowed).toBe(false);
  });
});
