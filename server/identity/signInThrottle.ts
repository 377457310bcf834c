/**
 * Slows password guessing on the provider's sign-in form, per account (the e-mail typed, known or
 * not) and per client address: a few free failures in a window, then a wait that doubles with
 * each further failure, capped. The rules are pure functions of the records and `now` (epoch ms,
 * the process's clock); the records live in a ThrottleStore: in the database
 * (throttleStore.ts), so that every console process sharing it counts the same failures.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export interface ThrottlePolicy {
  /** Failures allowed in a window before any wait. */
  freeFailures: number;
  /** A record with no failure for this long is forgotten. */
  windowMs: number;
  /** Wait after the last free failure; doubles with each further failure. */
  baseDelayMs: number;
  /** The longest wait. */
  maxDelayMs: number;
}

/** Five free failures per account in 15 minutes, then 2 s, 4 s, 8 s … up to 5 minutes. */
export const ACCOUNT_POLICY: ThrottlePolicy = { freeFailures: 5, windowMs: 15 * MINUTE, baseDelayMs: 2 * SECOND, maxDelayMs: 5 * MINUTE };

/** One address may fail for many accounts (an office behind one address), but not endlessly. */
export const ADDRESS_POLICY: ThrottlePolicy = { freeFailures: 100, windowMs: 15 * MINUTE, baseDelayMs: 2 * SECOND, maxDelayMs: 5 * MINUTE };

export interface FailureRecord {
  failures: number;
  lastFailureAt: number;
}

/** The wait imposed after `failures` failures in a window. */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.baseDelayMs * 2 ** (failures - policy.freeFailures), policy.maxDelayMs);
}

/** The record while its window lasts, else undefined. */
export function liveRecord(record: FailureRecord | undefined, policy: ThrottlePolicy, now: number): FailureRecord | undefined {
  return record && now - record.lastFailureAt < policy.windowMs ? record : undefined;
}

/**
 * Milliseconds to wait before the next attempt (0: go ahead). A record still within its free
 * failures holds no one back, even one whose last failure is later than `now` (an attempt that
 * took its time before waiting for the record, while others failed; another machine's clock).
 */
export function waitMs(record: FailureRecord | undefined, policy: ThrottlePolicy, now: number): number {
  const live = liveRecord(record, policy, now);
  const delay = live ? delayAfter(live.failures, policy) : 0;
  return live && delay > 0 ? Math.max(0, live.lastFailureAt + delay - now) : 0;
}

/** One more failure at `now` (never moving the last failure back: an attempt may reach the record after later ones). */
export function withFailure(record: FailureRecord | undefined, policy: ThrottlePolicy, now: number): FailureRecord {
  const live = liveRecord(record, policy, now);
  return { failures: (live?.failures ?? 0) + 1, lastFailureAt: Math.max(now, live?.lastFailureAt ?? now) };
}

/** A failure counted in advance is now known: the wait runs from when it was known. */
export function withFailureKnown(record: FailureRecord | undefined, now: number): FailureRecord | undefined {
  return record && { ...record, lastFailureAt: Math.max(record.lastFailureAt, now) };
}

/** Takes back one failure (counted in advance for an attempt that turned out right). */
export function withoutOneFailure(record: FailureRecord | undefined): FailureRecord | undefined {
  return record && record.failures > 1 ? { ...record, failures: record.failures - 1 } : undefined;
}

/** `Retry-After` in whole seconds, at least 1. */
export function retryAfterSeconds(wait: number): number {
  return Math.max(1, Math.ceil(wait / SECOND));
}

/** What the sign-in page says: seconds up to a minute, then whole minutes (rounded up). */
export function tooManyAttemptsMessage(wait: number): string {
  const seconds = retryAfterSeconds(wait);
  if (seconds <= 60) return `Too many sign-in attempts. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many sign-in attempts. Try again in ${minutes} minutes.`;
}

/** Who is signing in: the e-mail as typed (normalised like the account look-up) and the client address. */
export interface AttemptKeys {
  account: string;
  address: string;
}

export type AttemptVerdict = { allowed: true } | { allowed: false; waitMs: number };

export interface SignInThrottle {
  /**
   * Whether this attempt may check a password now. An allowed attempt counts as a failure at
   * once (so parallel guesses cannot all pass before the first one fails) until `succeeded`.
   */
  attempt(keys: AttemptKeys, now: number): Promise<AttemptVerdict>;
  /** The password was right: the account starts afresh and the address gets its attempt back. */
  succeeded(keys: AttemptKeys, now: number): Promise<void>;
  /**
   * The password was wrong: the wait runs from now, not from when the attempt began (a slow
   * check, or many at once, must not use up the wait before the guesser can go on).
   */
  failed(keys: AttemptKeys, now: number): Promise<void>;
}

/** A record's key and the window it lasts (a record is forgotten that long after its last failure). */
export interface ThrottleEntry {
  key: string;
  windowMs: number;
}

/** What a change answers: the records to keep (undefined: forget it; the same object: left as it is) and a result. */
export interface ThrottleChange<T> {
  records: (FailureRecord | undefined)[];
  result: T;
}

/**
 * Where the records live. `change` reads the records of `entries` and writes back what `work`
 * makes of them as one atomic step: no other change of the same records (in this process or
 * another one sharing the store) runs in between.
 */
export interface ThrottleStore {
  change<T>(entries: readonly ThrottleEntry[], work: (records: (FailureRecord | undefined)[]) => ThrottleChange<T>): Promise<T>;
}

export interface ThrottleOptions {
  account?: ThrottlePolicy;
  address?: ThrottlePolicy;
}

/** The throttle's rules over a store (databaseThrottleStore: shared by every process on the database). */
export function createSignInThrottle(store: ThrottleStore, { account = ACCOUNT_POLICY, address = ADDRESS_POLICY }: ThrottleOptions = {}): SignInThrottle {
  const entries = (keys: AttemptKeys): ThrottleEntry[] => [
    { key: `account:${keys.account}`, windowMs: account.windowMs },
    { key: `address:${keys.address}`, windowMs: address.windowMs },
  ];
  return {
    attempt: (keys, now) =>
      store.change<AttemptVerdict>(entries(keys), ([forAccount, forAddress]) => {
        const wait = Math.max(waitMs(forAccount, account, now), waitMs(forAddress, address, now));
        if (wait > 0) return { records: [forAccount, forAddress], result: { allowed: false, waitMs: wait } };
        return { records: [withFailure(forAccount, account, now), withFailure(forAddress, address, now)], result: { allowed: true } };
      }),
    succeeded: (keys, now) =>
      store.change(entries(keys), ([, forAddress]) => ({
        records: [undefined, withoutOneFailure(liveRecord(forAddress, address, now))],
        result: undefined,
      })),
    failed: (keys, now) =>
      store.change(entries(keys), ([forAccount, forAddress]) => ({
        records: [withFailureKnown(liveRecord(forAccount, account, now), now), withFailureKnown(liveRecord(forAddress, address, now), now)],
        result: undefined,
      })),
  };
}

/** The account key for an e-mail as typed (the look-up trims and lower-cases; bounded length). */
export function accountKeyOf(email: string): string {
  return email.trim().toLowerCase().slice(0, 320);
}

/** The address key: IPv4 clients seen through an IPv6 socket count as their IPv4 address. */
export function addressKeyOf(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
}
