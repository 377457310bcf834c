import { describe, expect, it } from 'vitest';
import { diffScreens } from '../../scripts/screens/diff/diffScreens';
import { renderMarkdown } from '../../scripts/screens/diff/render';
import { rulesConfigPage } from './support/rulesConfigPage';

const none = new Map<string, unknown>();
const FILE = 'screens/reports/rules-config.screen.json';

/** A rule form with the given computed values. */
function page(computed: unknown): Record<string, unknown> {
  return rulesConfigPage([{ name: 'ruleName', label: 'Rule Name' }], computed === undefined ? {} : { computed });
}

const markdown = (before: unknown, after: unknown) => renderMarkdown(diffScreens(new Map([[FILE, before]]), new Map([[FILE, after]]), none, none), { base: 'main', head: 'working tree' });

describe("screens:diff reads a form block's computed values", () => {
  it('says a computed value added, changed and removed, under its block', () => {
    const added = markdown(page(undefined), page({ title: 'Rule {ruleName}' }));
    expect(added).toContain('Block **rule** (form)');
    expect(added).toContain('computed value `title` added');
    const changed = markdown(page({ title: 'Rule {ruleName}' }), page({ title: { rule: 'orderSubtotal', args: { lang: '{ruleName}' } } }));
    expect(changed).toContain('computed value `title`:');
    expect(changed).toContain('orderSubtotal');
    expect(markdown(page({ title: 'Rule {ruleName}' }), page(undefined))).toContain('computed value removed');
  });
});
