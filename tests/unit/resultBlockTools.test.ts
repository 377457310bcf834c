import { describe, expect, it } from 'vitest';
import type { ResultBlock } from '../../runtime/generated/screen';
import type { JsonObject } from '../../runtime/tooling/diff/json';
import { resultBlock } from '../../runtime/kinds/page/blocks/result/index';
import { resultBlockTools } from '../../runtime/kinds/page/blocks/result/tools';

/** A definition as the diff reads it: raw JSON. */
const raw = (block: ResultBlock): JsonObject => JSON.parse(JSON.stringify(block)) as JsonObject;

const where = { key: 'blocks/coverage', id: 'coverage', subject: 'Block **coverage** (result)' };

const before: ResultBlock = {
  id: 'coverage',
  block: 'result',
  load: { endpoint: 'byPostal', failure: 'Query Exception' },
  fields: [{ label: 'Result', path: 'We deliver there' }],
};

describe('result block in screens:diff', () => {
  it('says what a field shows when, and its empty text, not only its label and value', () => {
    const after: ResultBlock = {
      ...before,
      fields: [{ label: 'Result', path: 'We deliver there', showWhen: { field: 'coverage.answer.result.0.town_name', filled: true }, empty: 'Nowhere' }],
    };
    const [change] = resultBlockTools.changes(raw(before), raw(after), where, []);
    expect(change?.facts).toEqual(["values: 'Result' `We deliver there` (shown when `coverage.answer.result.0.town_name` is filled; empty text 'Nowhere')"]);
  });

  it('reads a load change clause by clause: endpoint, when, failure text', () => {
    const after: ResultBlock = {
      ...before,
      load: { endpoint: 'byTown', when: { field: 'ask.town', filled: true }, failure: ['{error}', 'Query Town Exception'] },
    };
    const [change] = resultBlockTools.changes(raw(before), raw(after), where, []);
    expect(change?.facts).toEqual([
      'loads by `byPostal` → `byTown`',
      'load when added (`ask.town` is filled)',
      "load failure text 'Query Exception' → '{error}', else 'Query Town Exception'",
    ]);
  });

  it('says the text shown while the load runs, the generic one when it is not given', () => {
    const after: ResultBlock = { ...before, load: { endpoint: 'byPostal', loading: 'Getting Products...', failure: 'Query Exception' } };
    expect(resultBlockTools.changes(raw(before), raw(after), where, [])[0]?.facts).toEqual(["loading text 'Loading…' → 'Getting Products...'"]);
    expect(resultBlockTools.changes(raw(after), raw(before), where, [])[0]?.facts).toEqual(["loading text 'Getting Products...' → 'Loading…'"]);
  });

  it('says nothing when nothing changed', () => {
    expect(resultBlockTools.changes(raw(before), raw(before), where, [])).toEqual([]);
  });
});

describe('result block in the catalogue', () => {
  it('lists each field’s label, a value that says more than placeholders, its empty text, the load’s loading text and its failure', () => {
    const block: ResultBlock = {
      ...before,
      load: { endpoint: 'byPostal', loading: 'Getting Products...', failure: ['{error}', 'Query Exception'] },
      fields: [
        { label: 'Result', path: "We Don't deliver there" },
        { label: 'Town', path: '{result.0.town_name}', empty: 'No town' },
      ],
    };
    expect(resultBlock.texts(block, 'blocks.coverage')).toEqual([
      { key: 'blocks.coverage.fields.0.label', text: 'Result' },
      { key: 'blocks.coverage.fields.0.path', text: "We Don't deliver there" },
      { key: 'blocks.coverage.fields.1.label', text: 'Town' },
      { key: 'blocks.coverage.fields.1.empty', text: 'No town' },
      { key: 'blocks.coverage.load.loading', text: 'Getting Products...' },
      { key: 'blocks.coverage.load.failure.0', text: '{error}' },
      { key: 'blocks.coverage.load.failure.1', text: 'Query Exception' },
    ]);
  });
});
