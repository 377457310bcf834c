/** The browser part's figures (scripts/bench/browser.ts): console against hand-written, with goals, as printed and written to BENCHMARKS.md. */

export type Side = 'console' | 'handwritten';

export interface BrowserFigure {
  name: string;
  console: number;
  handwritten: number;
  unit: 'ms' | 'long tasks';
  /** Goal: console ÷ hand-written at most this (issue 10); none with no maxConsole = reported only. */
  maxRatio?: number;
  /** Goal: the console's figure at most this. */
  maxConsole?: number;
  /** Words shown instead of the number, per side (long tasks: their total and longest). */
  detail?: Record<Side, string>;
}

export interface BrowserRun {
  rows: number;
  runs: number;
  edits: number;
  searchText: string;
  /** Navigation → first rows (medians, ms) of each page, the same grid through React and ag-grid-react alone (handwritten/react.ts) among them: the stack's floor. */
  floor: { handwritten: number; react: number; console: number };
  figures: BrowserFigure[];
}

const ratioText = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '—');

/** The stack's floor in words: the React page against the hand-written one, and the console against the React page. */
export function floorText({ floor }: BrowserRun): string {
  return `first rows through React and ag-grid-react alone: ${floor.react.toFixed(0)} ms, ${ratioText(floor.react, floor.handwritten)} the hand-written page (${floor.handwritten.toFixed(0)} ms); the console (${floor.console.toFixed(0)} ms) is ${ratioText(floor.console, floor.react)} that page`;
}

export function browserHolds(figure: BrowserFigure): boolean | undefined {
  if (figure.maxRatio !== undefined) return figure.console <= figure.maxRatio * figure.handwritten;
  if (figure.maxConsole !== undefined) return figure.console <= figure.maxConsole;
  return undefined;
}

/** One figure in words: each side, the ratio (times only), the goal. */
export function figureTexts(figure: BrowserFigure): Record<Side | 'ratio' | 'goal', string> {
  const side = (which: Side) => figure.detail?.[which] ?? `${figure[which].toFixed(0)} ${figure.unit}`;
  return {
    console: side('console'),
    handwritten: side('handwritten'),
    ratio: figure.unit === 'ms' && figure.handwritten > 0 ? `${(figure.console / figure.handwritten).toFixed(2)}×` : '—',
    goal:
      figure.maxRatio !== undefined
        ? `≤ ${figure.maxRatio}× hand-written`
        : figure.maxConsole !== undefined
          ? `console ≤ ${figure.maxConsole}`
          : 'reported only',
  };
}
