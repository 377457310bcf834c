/**
 * The in-page measuring script of the browser bench (scripts/bench/browser.ts), the same for the
 * console and for the hand-written AG Grid page. Built to one IIFE and added as an init script,
 * so it runs before any script of the page and measures from navigation start (performance.now()).
 *
 * "Shown" means: a MutationObserver sees the grid's DOM meet a condition, then a frame is painted
 * (requestAnimationFrame, then setTimeout 0: after the frame's paint). Longtask entries are
 * collected from the start (buffered).
 */

/** What the grid must show. Rows are AG Grid's `.ag-row[row-index]`, cells their `[col-id]`. */
export type ShownCondition =
  /** The first rows (by row-index), in order, read exactly these texts in column `colId`. */
  | { kind: 'rows'; colId: string; texts: string[] }
  /**
   * The grid counts at least `atLeast` rows (aria-rowcount, header rows included) and has drawn
   * the first `rendered` of them with text in column `colId`.
   */
  | { kind: 'rowCount'; atLeast: number; colId: string; rendered: number }
  /** One cell reads `text`, its editor closed. */
  | { kind: 'cell'; rowIndex: number; colId: string; text: string };

/** What starts a timed step: the next keydown of Enter, the next change event, or the arming itself. */
export type Trigger = 'enter' | 'change' | 'now';

export interface StepTimes {
  /** performance.now() of the trigger (its event's timeStamp). */
  start: number;
  /** performance.now() after the first frame painted once the condition held. */
  shown: number;
}

export interface LongTask {
  start: number;
  duration: number;
}

export interface PaintProbe {
  /** Set by the init script: what the page must show for "first rows painted". */
  watchNavigation(condition: ShownCondition): void;
  /** Resolves with the time first rows were painted, from navigation start. */
  navigation: Promise<number>;
  /** Starts a timed step: the trigger, then the condition shown and painted. */
  arm(condition: ShownCondition, trigger: Trigger): void;
  /** The armed step's times, once shown. */
  armed(): Promise<StepTimes>;
  /** Long tasks that started between `from` and `to` (performance.now()). */
  longTasks(from: number, to: number): LongTask[];
}

export interface ProbeWindow {
  benchProbe: PaintProbe;
}

/**
 * The text of column `colId` in the rows of the grid, by row-index (first of each index). Rows
 * at opacity 0 are not shown: AG Grid's row animation keeps replaced rows in the DOM, faded out,
 * for 400 ms (their row-index left as it was), and adds new rows faded out until the next batch.
 */
function rowTexts(colId: string): string[] {
  const byIndex = new Map<number, string>();
  for (const row of document.querySelectorAll<HTMLElement>('.ag-row[row-index]:not(.ag-opacity-zero)')) {
    const index = Number(row.getAttribute('row-index'));
    if (byIndex.has(index)) continue;
    const cell = row.querySelector<HTMLElement>(`[col-id="${colId}"]`);
    if (cell) byIndex.set(index, cell.classList.contains('ag-cell-inline-editing') ? '' : (cell.textContent ?? '').trim());
  }
  const texts: string[] = [];
  for (let index = 0; byIndex.has(index); index += 1) texts.push(byIndex.get(index) ?? '');
  return texts;
}

function holds(condition: ShownCondition): boolean {
  switch (condition.kind) {
    case 'rows': {
      const texts = rowTexts(condition.colId);
      return texts.length >= condition.texts.length && condition.texts.every((text, index) => texts[index] === text);
    }
    case 'rowCount': {
      const counted = [...document.querySelectorAll('[aria-rowcount]')].some((grid) => Number(grid.getAttribute('aria-rowcount')) >= condition.atLeast);
      const texts = rowTexts(condition.colId).slice(0, condition.rendered);
      return counted && texts.length === condition.rendered && texts.every((text) => text !== '');
    }
    case 'cell': {
      const texts = rowTexts(condition.colId);
      return texts[condition.rowIndex] === condition.text;
    }
  }
}

const afterPaint = (): Promise<number> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));

/** Resolves once the condition holds (checked now and after every DOM change), after the next paint. */
function whenShown(condition: ShownCondition): Promise<number> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(check);
    function check(): void {
      if (!holds(condition)) return;
      observer.disconnect();
      void afterPaint().then(resolve);
    }
    const observe = () => {
      observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-rowcount', 'class'] });
      check();
    };
    if (document.documentElement) observe();
    else document.addEventListener('readystatechange', observe, { once: true });
  });
}

function createProbe(): PaintProbe {
  const longTasks: LongTask[] = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No longtask entries in this browser: none are counted.
  }
  let navigationShown: (time: number) => void = () => undefined;
  let step: Promise<StepTimes> = Promise.reject(new Error('nothing armed'));
  step.catch(() => undefined);
  return {
    navigation: new Promise((resolve) => {
      navigationShown = resolve;
    }),
    watchNavigation(condition) {
      void whenShown(condition).then(navigationShown);
    },
    arm(condition, trigger) {
      const started = new Promise<number>((resolve) => {
        if (trigger === 'now') {
          resolve(performance.now());
          return;
        }
        const type = trigger === 'enter' ? 'keydown' : 'change';
        const listener = (event: Event) => {
          if (trigger === 'enter' && (event as KeyboardEvent).key !== 'Enter') return;
          window.removeEventListener(type, listener, true);
          resolve(event.timeStamp);
        };
        window.addEventListener(type, listener, true);
      });
      // Watching starts only at the trigger: before it, the condition must not count.
      step = started.then(async (start) => ({ start, shown: await whenShown(condition) }));
    },
    armed: () => step,
    longTasks: (from, to) => longTasks.filter((task) => task.start >= from && task.start <= to),
  };
}

(window as unknown as ProbeWindow).benchProbe = createProbe();
