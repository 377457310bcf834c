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
  | { kind: 'cell'; rowIndex: number; colId: string; text: string }
  /** A form's controls (the order editors: scripts/bench/editors.ts). */
  | FormCondition
  /** The element of `selector` reads text matching the regular expression `matches`, and not `not` (what it read before the step). */
  | { kind: 'reads'; selector: string; matches: string; not: string }
  /** At least `atLeast` elements match `selector` (Checkout Automation's cart cards). */
  | { kind: 'count'; selector: string; atLeast: number };

/**
 * What a form must show, its controls found by id. Form values are DOM properties, not
 * attributes: besides DOM changes, the condition is checked at every animation frame.
 */
export interface FormCondition {
  kind: 'fields';
  /**
   * Controls (input, textarea, select) holding these values; a select with exactly `options`
   * options and its chosen one reading `text` (its offered rows loaded, not only the chosen
   * value kept beside the placeholder until they are).
   */
  values: { id: string; value: string; options?: number; text?: string }[];
  /** Selects (their options with a value) or listboxes (their role=option items) offering exactly these texts, in order. */
  offers: { id: string; texts: string[] }[];
  /** Calls (resource addresses containing `path`) answered since the step started: at least `count` of each. */
  calls: { path: string; count: number }[];
}

/** What starts a timed step: the next keydown of Enter, the next change, input or click event, or the arming itself. */
export type Trigger = 'enter' | 'change' | 'input' | 'click' | 'now';

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

function controlValue(element: Element | null): string | undefined {
  if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) return element.value;
  return undefined;
}

function offeredTexts(element: Element | null): string[] | undefined {
  if (element instanceof HTMLSelectElement) return [...element.options].filter((option) => option.value !== '').map((option) => (option.textContent ?? '').trim());
  if (!element) return undefined;
  return [...element.querySelectorAll('[role="option"]')].map((option) => (option.textContent ?? '').trim());
}

function formHolds(condition: FormCondition, since: number): boolean {
  for (const control of condition.values) {
    const element = document.getElementById(control.id);
    if (controlValue(element) !== control.value) return false;
    if (control.options === undefined && control.text === undefined) continue;
    if (!(element instanceof HTMLSelectElement)) return false;
    if (control.options !== undefined && element.options.length !== control.options) return false;
    if (control.text !== undefined && (element.selectedOptions[0]?.textContent ?? '').trim() !== control.text) return false;
  }
  for (const offer of condition.offers) {
    const texts = offeredTexts(document.getElementById(offer.id));
    if (!texts || texts.length !== offer.texts.length || texts.some((text, index) => text !== offer.texts[index])) return false;
  }
  if (condition.calls.length > 0) {
    const answered = performance.getEntriesByType('resource').filter((entry) => entry.startTime >= since);
    for (const call of condition.calls) if (answered.filter((entry) => entry.name.includes(call.path)).length < call.count) return false;
  }
  return true;
}

function holds(condition: ShownCondition, since: number): boolean {
  switch (condition.kind) {
    case 'fields':
      return formHolds(condition, since);
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
    case 'count':
      return document.querySelectorAll(condition.selector).length >= condition.atLeast;
    case 'reads': {
      const text = document.querySelector(condition.selector)?.textContent ?? '';
      return text !== condition.not && new RegExp(condition.matches).test(text);
    }
  }
}

const afterPaint = (): Promise<number> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));

/**
 * Resolves once the condition holds (checked now and after every DOM change; a form's also at
 * every animation frame), after the next paint. `since`: the step's start (a form's calls).
 */
function whenShown(condition: ShownCondition, since = 0): Promise<number> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(check);
    let done = false;
    function check(): void {
      if (done || !holds(condition, since)) return;
      done = true;
      observer.disconnect();
      void afterPaint().then(resolve);
    }
    // Checked in a frame's callback, before its paint: that frame shows it, so a task after it is after the paint.
    const everyFrame = () =>
      requestAnimationFrame(() => {
        if (done) return;
        if (holds(condition, since)) {
          done = true;
          observer.disconnect();
          setTimeout(() => resolve(performance.now()), 0);
        } else everyFrame();
      });
    if (condition.kind === 'fields') everyFrame();
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
        const type = trigger === 'enter' ? 'keydown' : trigger;
        const listener = (event: Event) => {
          if (trigger === 'enter' && (event as KeyboardEvent).key !== 'Enter') return;
          window.removeEventListener(type, listener, true);
          resolve(event.timeStamp);
        };
        window.addEventListener(type, listener, true);
      });
      // A form's calls are counted from the resource entries: an empty buffer for each step (at most 250 are kept).
      if (condition.kind === 'fields') performance.clearResourceTimings();
      // Watching starts only at the trigger: before it, the condition must not count.
      step = started.then(async (start) => ({ start, shown: await whenShown(condition, start) }));
    },
    armed: () => step,
    longTasks: (from, to) => longTasks.filter((task) => task.start >= from && task.start <= to),
  };
}

(window as unknown as ProbeWindow).benchProbe = createProbe();
