/**
 * Publishing the answers of loads together: a page that sets off several calls at once (an order
 * editor's inventory, rates and cutoffs) gets their answers in separate tasks, a few milliseconds
 * apart, and each write to the page state renders every block again. Queued here, the answers that
 * arrive before the next frame are published in one task, so the page renders once for all of them,
 * right before that frame is painted. Only for answers of calls: typing must update its field in
 * the same event (a controlled input written later loses its caret).
 */

/** A background tab paints no frame: the queue is flushed after this long at the latest. */
export const LATEST_FLUSH_MS = 50;

/**
 * A flush pending this long was lost (its timers dropped, as when a test's fake clock is taken
 * away): the next answer schedules one again. In a browser the 50 ms timer always comes, if late.
 */
export const LOST_AFTER_MS = 1_000;

type Flush = () => void;

let queued: Flush[] = [];
/** When the pending flush was scheduled; undefined while none is. */
let scheduledAt: number | undefined;

function flush(): void {
  if (scheduledAt === undefined) return;
  scheduledAt = undefined;
  const due = queued;
  queued = [];
  for (const publish of due) {
    try {
      publish();
    } catch (error) {
      // One answer failing to publish loses none of the others: its error is reported on its own.
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

/**
 * Runs `publish` (a write of an answer to the page state) before the next frame, with every other
 * answer queued until then, in the order they were queued.
 */
export function publishBeforeNextFrame(publish: Flush): void {
  queued.push(publish);
  const now = performance.now();
  if (scheduledAt !== undefined && now - scheduledAt < LOST_AFTER_MS) return;
  scheduledAt = now;
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(flush);
  setTimeout(flush, LATEST_FLUSH_MS);
}
