import { describe, expect, it } from 'vitest';
import { callOrTakePreloaded, forgetPreloadedCalls, preloadCall, takePreloaded } from '../../runtime/api/preloadedCalls';

describe('preloaded calls', () => {
  it('a call preloaded under a key is taken once, and started once while under way', async () => {
    let started = 0;
    const start = () => {
      started += 1;
      return Promise.resolve(`answer ${started}`);
    };
    const first = preloadCall('list-a', start, 1_000);
    expect(preloadCall('list-a', start, 2_000)).toBe(first);
    expect(started).toBe(1);
    await expect(takePreloaded('list-a', 3_000)).resolves.toBe('answer 1');
    expect(takePreloaded('list-a', 3_000)).toBeUndefined();
  });

  it('an answer not taken within 10 s is not served: it would be stale', () => {
    void preloadCall('list-b', () => Promise.resolve('old'), 1_000);
    expect(takePreloaded('list-b', 11_000)).toBeUndefined();
    // A new preload after that long starts a new call.
    void preloadCall('list-c', () => Promise.resolve('old'), 1_000);
    const fresh = preloadCall('list-c', () => Promise.resolve('new'), 12_000);
    return expect(fresh).resolves.toBe('new');
  });

  it('a failed preload rejects for the screen that takes it, and nothing else', async () => {
    void preloadCall('list-d', () => Promise.reject(new Error('Could not retrieve')), 1_000);
    await expect(takePreloaded('list-d', 1_500)).rejects.toThrow('Could not retrieve');
  });

  it('a screen asking first makes the call, and a preload arriving while it is under way joins it', async () => {
    let calls = 0;
    const start = () => {
      calls += 1;
      return Promise.resolve(`answer ${calls}`);
    };
    const asked = callOrTakePreloaded('list-e', start, 1_000);
    expect(preloadCall('list-e', start, 1_010)).toBe(asked);
    expect(calls).toBe(1);
    await asked;
    // Settled: the next screen call is a call of its own.
    await expect(callOrTakePreloaded('list-e', start, 2_000)).resolves.toBe('answer 2');
  });

  it('after sign-out a preload joins no call of the session before: it makes its own', async () => {
    let calls = 0;
    const start = () => new Promise<string>((resolve) => setTimeout(() => resolve(`answer ${(calls += 1)}`), 5));
    const before = callOrTakePreloaded('list-h', start, 1_000);
    forgetPreloadedCalls();
    const after = preloadCall('list-h', start, 1_010);
    expect(after).not.toBe(before);
    await Promise.all([before, after]);
    expect(calls).toBe(2);
  });

  it('a screen asking after the preload takes its answer', async () => {
    let calls = 0;
    void preloadCall('list-f', () => Promise.resolve(`preloaded ${(calls += 1)}`), 1_000);
    await expect(callOrTakePreloaded('list-f', () => Promise.resolve('own call'), 1_200)).resolves.toBe('preloaded 1');
  });

  it('a preload of an answer taken a moment ago makes no new call (the page start and the route both preload)', () => {
    let calls = 0;
    const start = () => Promise.resolve(`answer ${(calls += 1)}`);
    void preloadCall('list-g', start, 1_000);
    void takePreloaded('list-g', 1_100);
    void preloadCall('list-g', start, 1_200);
    expect(calls).toBe(1);
    expect(takePreloaded('list-g', 1_300)).toBeUndefined();
  });
});
