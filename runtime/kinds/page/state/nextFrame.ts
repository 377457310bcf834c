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

type Flush = () => void;

let queued: Flush[] = [];
let scheduled = false;

function flush(): void {
  if (!scheduled) return;
  scheduled = false;
  const now = queued;
  queued = [];
  for (const publish of now) publish();
}

/**
 * Runs `publish` (a write of an answer to the page state) before the next frame, with every other
 * answer queued until then, in the order they were queued.
 */
export function publishBeforeNextFrame(publish: Flush): void {
  queued.push(publish);
  if (scheduled) return;
  scheduled = true;
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(flush);
  setTimeout(flush, LATEST_FLUSH_MS);
}
