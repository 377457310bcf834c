/**
 * Runs `work` over the items with at most `limit` of them in flight, started in the items' order
 * (the order the user made the edits), and resolves with the results in that order. `onSettled`
 * hears how many have settled so far (a progress indication). `work` should not reject: a call's
 * failure is a result (callEndpoint answers one for a network error too).
 */
export async function inOrderBounded<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>, onSettled?: (settled: number) => void): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  let settled = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
      settled += 1;
      onSettled?.(settled);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
