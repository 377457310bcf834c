import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diffScreens } from '../../scripts/screens/diff/diffScreens';
import { renderMarkdown } from '../../scripts/screens/diff/render';

const none = new Map<string, unknown>();
const FILE = 'screens/orders/manual-fulfilment.screen.json';
type Definition = { blocks: Array<Record<string, unknown> & { fields: Array<Record<string, unknown>>; submit: Record<string, unknown> }> };
const fulfil = () => JSON.parse(readFileSync('tests/fixtures/form-language/fulfil.screen.json', 'utf8')) as Definition;
const markdown = (before: unknown, after: unknown) => renderMarkdown(diffScreens(new Map([[FILE, before]]), new Map([[FILE, after]]), none, none), { base: 'main', head: 'working tree' });

describe('screens:diff reads the form language', () => {
  it('says the steps, the body values, the overlay text, the reset button and the starting values', () => {
    const before = fulfil();
    const block = before.blocks[0];
    if (!block) throw new Error('the fixture has a block');
    block.submit = { label: 'Submit', endpoint: 'fulfil', failure: 'Oopps, Something is not right !!!' };
    delete block.resetButton;
    block.fields = block.fields.map(({ default: _start, ...field }) => field);
    const text = markdown(before, fulfil());
    expect(text).toContain("calls before the submit (none) → `upload` calls `upload` when `fulfil.call` is filled (sends `orderId`, `file`, `fileName`); a failure goes on without its answer");
    expect(text).toContain('submit body `url` added: `{upload.answer.url}`, else null');
    expect(text).toContain('submit body `delivery` added: rule `provinceInstant` of date `{at}`, time `{path}`, province `{after_text}`');
    expect(text).toContain("overlay text 'Please wait...' → 'Please wait'");
    expect(text).toContain("reset button (none) → 'Reset'");
    expect(text).toContain("starts with (the entity's default) → '{user.initials}'");
  });

  it('says a whole-body template and a value check', () => {
    const after = JSON.parse(readFileSync('tests/fixtures/form-language/resubmit.screen.json', 'utf8')) as Definition;
    const before = JSON.parse(readFileSync('tests/fixtures/form-language/resubmit.screen.json', 'utf8')) as Definition;
    const block = before.blocks[0];
    if (!block) throw new Error('the fixture has a block');
    block.submit = { ...block.submit, body: { order: '{before_text}' } };
    block.fields = block.fields.map(({ check: _check, ...field }) => field);
    const text = markdown(before, after);
    expect(text).toContain('submit body: keys → the whole body `{before_text|parseJson}`');
    expect(text).toContain('value check (none) → `jsonObject`');
  });

  it("says a step's condition that compares two state paths", () => {
    const after = fulfil();
    const step = (after.blocks[0]?.submit.before as Array<Record<string, unknown>> | undefined)?.[0];
    if (!step) throw new Error('the fixture has a step');
    step.when = { not: { field: 'fulfil.at', sameAs: 'opened.at' } };
    expect(markdown(fulfil(), after)).toContain('`upload` calls `upload` when `fulfil.call` is filled (sends `orderId`, `file`, `fileName`); a failure goes on without its answer → `upload` calls `upload` when not (`fulfil.at` is the same as `opened.at`)');
  });

  it("says a step's undo", () => {
    const after = JSON.parse(readFileSync('tests/fixtures/form-language/rename.screen.json', 'utf8')) as Definition;
    const before = JSON.parse(readFileSync('tests/fixtures/form-language/rename.screen.json', 'utf8')) as Definition;
    const block = before.blocks[0];
    if (!block) throw new Error('the fixture has a block');
    block.submit = { ...block.submit, before: [{ id: 'removed', endpoint: 'remove', onFailure: 'stop' }] };
    expect(markdown(before, after)).toContain('`removed` calls `remove`; a failure stops the submit → `removed` calls `remove`; a failure stops the submit; a later failure takes it back by calling `restore`');
  });
});
