/** The order editors part's figures (scripts/bench/editors.ts), with their goals, as printed and written to BENCHMARKS.md. */
import type { Figures } from './stats';

export interface EditorFigure {
  /** The screen's title: Order Adjustments, Order Replacement, Checkout Automation. */
  screen: string;
  name: string;
  /** A timed step's times (ms), p50/p95/max over its runs. */
  times?: Figures;
  /** The long tasks of a stretch of work: how many, the longest and their total (ms), over what ('100 keystrokes', '300 carts added'). */
  longTasks?: { count: number; longest: number; total: number; over: string };
  /** Goal: p95 (times) or the longest long task (longTasks) at most this many ms; none: reported only. */
  goal?: number;
}

export interface EditorsRun {
  /** The database the console ran on: PostgreSQL's version, or PGlite. */
  database: string;
  /** Why PGlite, when PostgreSQL was wanted (none installed, or it did not start). */
  fallback?: string;
  postalCodes: number;
  runs: number;
  orders: string[];
  dates: string[];
  figures: EditorFigure[];
}

/** The figure the goal is about: p95 of a timed step, the longest long task (0: none) of a stretch of work. */
export function editorValue(figure: EditorFigure): number {
  if (figure.longTasks) return figure.longTasks.longest;
  return figure.times?.p95 ?? Number.NaN;
}

export function editorHolds(figure: EditorFigure): boolean | undefined {
  return figure.goal === undefined ? undefined : editorValue(figure) <= figure.goal;
}

/** One figure in words: its value (p95, or the long tasks), the rest (p50, max, samples) and its goal. */
export function editorTexts(figure: EditorFigure): { value: string; rest: string; goal: string } {
  if (figure.longTasks) {
    const { count, longest, total, over } = figure.longTasks;
    return {
      value: count === 0 ? 'no long task' : `longest ${longest.toFixed(0)} ms`,
      rest: `${count} long task${count === 1 ? '' : 's'} (${total.toFixed(0)} ms in all) over ${over}`,
      goal: figure.goal === undefined ? 'reported only' : `no long task over ${figure.goal} ms`,
    };
  }
  const times = figure.times?.samples === 0 ? undefined : figure.times;
  return {
    value: times ? `p95 ${times.p95.toFixed(1)} ms` : '—',
    rest: times ? `p50 ${times.p50.toFixed(1)} ms, max ${times.max.toFixed(1)} ms, ${times.samples} runs` : '—',
    goal: figure.goal === undefined ? 'reported only' : `p95 ≤ ${figure.goal} ms`,
  };
}
