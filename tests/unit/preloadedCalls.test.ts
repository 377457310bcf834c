import { describe, expect, it } from 'vitest';
import { preloadCall, takePreloaded } from '../../runtime/api/preloadedCalls';

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
});
