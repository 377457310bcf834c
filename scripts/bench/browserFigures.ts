/** The browser part's figures (scripts/bench/browser.ts): console against hand-written, beside the stack's floor, with goals, as printed and written to BENCHMARKS.md. */

/** The pages compared: the console, the hand-written AG Grid page, the same page through React and ag-grid-react alone. */
export type Side = 'console' | 'handwritten' | 'react';

export interface BrowserFigure {
  name: string;
  console: number;
  /** The hand-written AG Grid page (none for the daily lists, compared with their floor only). */
  handwritten?: number;
  /** The same through React and ag-grid-react alone (none for the edits, timed on the two others only). */
  react?: number;
  unit: 'ms' | 'long tasks';
  /** Goal: console ÷ hand-written at most this (issue 10); none with no other goal = reported only. */
  maxRatio?: number;
  /**
   * Goal: console ÷ the same page through React and ag-grid-react alone at most this (issue 15:
   * ag-grid-react is the chosen stack, so the console answers for its cost over that floor).
   */
  maxRatioToReact?: number;
  /** Goal: the console's figure at most this. */
  maxConsole?: number;
  /** Words shown instead of the number, per side (long tasks: their total and longest). */
  detail?: Partial<Record<Side, string>>;
}

export interface BrowserRun {
  rows: number;
  runs: number;
  edits: number;
  searchText: string;
  /** Whether the postal codes were timed (the daily lists alone otherwise). */
  postalCodes: boolean;
  figures: BrowserFigure[];
}

export function browserHolds(figure: BrowserFigure): boolean | undefined {
  if (figure.maxRatioToReact !== undefined) return figure.react !== undefined && figure.console <= figure.maxRatioToReact * figure.react;
  if (figure.maxRatio !== undefined) return figure.handwritten !== undefined && figure.console <= figure.maxRatio * figure.handwritten;
  if (figure.maxConsole !== undefined) return figure.console <= figure.maxConsole;
  return undefined;
}

/**
 * One figure in words: each side, the console's ratio to the hand-written page (`ratio`) and to
 * React + ag-grid-react alone (`consoleToReact`), React's to the hand-written page
 * (`reactRatio`; times only), and the goal.
 */
export function figureTexts(figure: BrowserFigure): Record<Side | 'ratio' | 'consoleToReact' | 'reactRatio' | 'goal', string> {
  const side = (which: Side) => {
    const value = figure[which];
    return figure.detail?.[which] ?? (value === undefined ? '—' : `${value.toFixed(0)} ${figure.unit}`);
  };
  const ratio = (of: number, to: number | undefined) => (figure.unit === 'ms' && to !== undefined && to > 0 ? `${(of / to).toFixed(2)}×` : '—');
  return {
    console: side('console'),
    handwritten: side('handwritten'),
    react: side('react'),
    ratio: ratio(figure.console, figure.handwritten),
    consoleToReact: ratio(figure.console, figure.react),
    reactRatio: figure.react === undefined || figure.handwritten === undefined ? '—' : ratio(figure.react, figure.handwritten),
    goal: goalText(figure),
  };
}

function goalText(figure: BrowserFigure): string {
  if (figure.maxRatioToReact !== undefined) return `≤ ${figure.maxRatioToReact}× React + ag-grid-react`;
  if (figure.maxRatio !== undefined) return `≤ ${figure.maxRatio}× hand-written`;
  if (figure.maxConsole !== undefined) return `console ≤ ${figure.maxConsole}`;
  return 'reported only';
}
