import { describe, expect, it } from 'vitest';
import { inOrderBounded } from '../../runtime/api/inOrderBounded';

/** A call the test answers itself, in any order. */
function manualCalls() {
  const started: number[] = [];
  const answers = new Map<number, (value: string) => void>();
  let inFlight = 0;
  let most = 0;
  const work = (item: number) =>
    new Promise<string>((resolve) => {
      started.push(item);
      inFlight += 1;
      most = Math.max(most, inFlight);
      answers.set(item, (value) => {
        inFlight -= 1;
        resolve(value);
      });
    });
  const answer = async (item: number) => {
    answers.get(item)?.(`saved ${item}`);
    // Let the worker that was waiting start its next call.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { work, answer, started, most: () => most };
}

describe('inOrderBounded', () => {
  it('keeps at most `limit` calls in flight, starts them in the items\' order, and answers in that order whatever order they settle in', async () => {
    const calls = manualCalls();
    const settled: number[] = [];
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const all = inOrderBounded(items, 3, calls.work, (count) => settled.push(count));
    expect(calls.started).toEqual([1, 2, 3]);
    await calls.answer(2);
    expect(calls.started).toEqual([1, 2, 3, 4]);
    for (const item of [1, 4, 3, 6, 5, 8, 7]) await calls.answer(item);
    expect(await all).toEqual(items.map((item) => `saved ${item}`));
    expect(calls.started).toEqual(items);
    expect(calls.most()).toBe(3);
    expect(settled).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('runs one at a time with a limit of 1, and nothing for no items', async () => {
    const calls = manualCalls();
    const all = inOrderBounded([1, 2], 1, calls.work);
    expect(calls.started).toEqual([1]);
    await calls.answer(1);
    await calls.answer(2);
    expect(await all).toEqual(['saved 1', 'saved 2']);
    expect(calls.most()).toBe(1);
    expect(await inOrderBounded([], 5, calls.work)).toEqual([]);
  });
});
