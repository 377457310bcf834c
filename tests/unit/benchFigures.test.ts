import { describe, expect, it } from 'vitest';
import { browserHolds, figureTexts, type BrowserFigure } from '../../scripts/bench/browserFigures';
import { markdown } from '../../scripts/bench/report';

/** The browser goals as `npm run bench` judges and writes them (scripts/bench/browserFigures.ts, report.ts); nothing is timed here. */

// The first rows of the last measured run (BENCHMARKS.md, 2026-11-26): console, hand-written, React + ag-grid-react.
const firstRows = (console: number): BrowserFigure => ({ name: 'navigation → first 20 rows painted', console, handwritten: 128, react: 159, unit: 'ms', maxRatioToReact: 1.15 });

describe('the first-rows goal', () => {
  it('is the console at most 1.15× the React + ag-grid-react page, whatever its ratio to the hand-written one', () => {
    expect(browserHolds(firstRows(214))).toBe(false);
    expect(browserHolds(firstRows(182))).toBe(true);
    expect(browserHolds(firstRows(183))).toBe(false);
    expect(browserHolds({ ...firstRows(100), react: undefined })).toBe(false);
  });

  it('is written with both ratios beside it', () => {
    expect(figureTexts(firstRows(214))).toMatchObject({ consoleToReact: '1.35×', ratio: '1.67×', reactRatio: '1.24×', goal: '≤ 1.15× React + ag-grid-react' });
    const all: BrowserFigure = { name: "per page 'All'", console: 288, handwritten: 273, react: 306, unit: 'ms', maxRatio: 1.1 };
    expect(figureTexts(all).goal).toBe('≤ 1.1× hand-written');
    expect(browserHolds(all)).toBe(true);
    const written = markdown({ startedAt: new Date('2026-11-26T11:43:19Z'), loadAtStart: [0, 0, 0], seconds: 10, parts: ['browser'], runs: [], skipped: [], sizes: [], browser: { rows: 100_000, runs: 9, edits: 200, searchText: 'R6A', postalCodes: true, figures: [firstRows(214), all] } });
    expect(written).toContain('| navigation → first 20 rows painted | 214 ms | 159 ms | 1.35× | 128 ms | 1.67× | 1.24× | ≤ 1.15× React + ag-grid-react | **no** |');
  });
});
