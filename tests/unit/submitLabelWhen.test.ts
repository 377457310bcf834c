import { describe, expect, it } from 'vitest';
import type { PageSubmit, ScreenDefinition } from '../../runtime/generated/screen';
import { submitLabelOf } from '../../runtime/kinds/page/forms/submitAlternatives';
import { catalogueEntries } from '../../runtime/kinds/catalogue/catalogueEntries';
import { diffScreens } from '../../scripts/screens/diff/diffScreens';
import { renderMarkdown } from '../../scripts/screens/diff/render';
import { rulesConfigPage } from './support/rulesConfigPage';

const EDITING = { field: 'carts.editing', filled: true };
const submit: Pick<PageSubmit, 'label' | 'labelWhen'> = { label: 'Add Cart', labelWhen: [{ when: EDITING, label: 'Save Cart' }, { when: { field: 'carts.count', equals: 10 }, label: 'Cart list full' }] };
const reader = (state: Record<string, unknown>) => (path: string) => state[path];

describe('submitLabelOf: the button text as the page stands', () => {
  it('is the first alternative whose condition holds, in order', () => {
    expect(submitLabelOf(submit, reader({ 'carts.editing': { firstName: 'Marie' }, 'carts.count': 10 }))).toBe('Save Cart');
    expect(submitLabelOf(submit, reader({ 'carts.count': 10 }))).toBe('Cart list full');
  });

  it('is the label when none holds, or none is given', () => {
    expect(submitLabelOf(submit, reader({ 'carts.count': 3 }))).toBe('Add Cart');
    expect(submitLabelOf({ label: 'Add Cart' }, reader({}))).toBe('Add Cart');
  });
});

describe('the catalogue lists each alternative label', () => {
  it('under its index, after the label', () => {
    const page: ScreenDefinition = {
      $schema: '../../schemas/screen.schema.json',
      route: '/secure/test/label-when',
      title: 'Carts',
      kind: 'page',
      endpoints: {},
      blocks: [{ id: 'cart', block: 'form', entity: 'order', fields: [{ name: 'firstName', label: 'First Name' }], submit: { ...submit, success: 'Kept' } }],
    };
    const [entry] = catalogueEntries([page]);
    expect(entry?.messages).toEqual(expect.arrayContaining([
      { key: 'blocks.cart.submit.label', text: 'Add Cart' },
      { key: 'blocks.cart.submit.labelWhen.0.label', text: 'Save Cart' },
      { key: 'blocks.cart.submit.labelWhen.1.label', text: 'Cart list full' },
    ]));
  });
});

describe('screens:diff says what the button says instead', () => {
  const FILE = 'screens/reports/rules-config.screen.json';
  const none = new Map<string, unknown>();
  const withLabels = (labelWhen: unknown) => {
    const page = rulesConfigPage([{ name: 'ruleName', label: 'Rule Name' }]);
    const [block] = page.blocks as Record<string, Record<string, unknown>>[];
    if (block && labelWhen !== undefined) block.submit = { ...block.submit, labelWhen };
    return page;
  };
  const markdown = (before: unknown, after: unknown) => renderMarkdown(diffScreens(new Map([[FILE, before]]), new Map([[FILE, after]]), none, none), { base: 'main', head: 'working tree' });

  it('when added, changed and removed', () => {
    expect(markdown(withLabels(undefined), withLabels([{ when: EDITING, label: 'Save Cart' }]))).toContain("other submit button texts (none) → 'Save Cart' while `carts.editing` is filled");
    expect(markdown(withLabels([{ when: EDITING, label: 'Save Cart' }]), withLabels([{ when: EDITING, label: 'Save' }]))).toContain("other submit button texts 'Save Cart' while `carts.editing` is filled → 'Save' while `carts.editing` is filled");
    expect(markdown(withLabels([{ when: EDITING, label: 'Save Cart' }]), withLabels(undefined))).toContain("other submit button texts 'Save Cart' while `carts.editing` is filled → (none)");
  });
});
