import { describe, expect, it } from 'vitest';
import { diffScreens } from '../../scripts/screens/diff/diffScreens';
import { renderMarkdown } from '../../scripts/screens/diff/render';
import { rulesConfigPage } from './support/rulesConfigPage';

const none = new Map<string, unknown>();
const FILE = 'screens/reports/rules-config.screen.json';
const DISABLED = { field: 'rule.status', equals: 'DISABLED' };

/** A rule form whose description may be locked by a condition (and a modal form with the same field). */
function page(readOnlyWhen: unknown, added?: Record<string, unknown>): Record<string, unknown> {
  const description = { name: 'description', label: 'Description', ...(readOnlyWhen === undefined ? {} : { readOnlyWhen }) };
  return rulesConfigPage([{ name: 'ruleName', label: 'Rule Name' }, { name: 'status', label: 'Status' }, description, ...(added ? [added] : [])]);
}

const markdown = (before: unknown, after: unknown) => renderMarkdown(diffScreens(new Map([[FILE, before]]), new Map([[FILE, after]]), none, none), { base: 'main', head: 'working tree' });

describe("screens:diff reads a field's readOnlyWhen", () => {
  it('says when a lock is added, changed and removed, in words, under its block', () => {
    expect(markdown(page(undefined), page(DISABLED))).toContain('- Block **rule** (form), field `description`: read-only when added (`rule.status` = `DISABLED`)');
    expect(markdown(page(DISABLED), page({ field: 'rule.status', in: ['DISABLED', 'PAUSED'] }))).toContain('read-only when: `rule.status` = `DISABLED` → `rule.status` in `DISABLED`, `PAUSED`');
    expect(markdown(page(DISABLED), page(undefined))).toContain('read-only when removed (was `rule.status` = `DISABLED`)');
  });

  it('says it of a field added with one', () => {
    const text = markdown(page(undefined), page(undefined, { name: 'eventBusName', label: 'Event Bus Name', readOnlyWhen: { field: 'rule.status', filled: false } }));
    expect(text).toContain("added (label 'Event Bus Name', read-only when `rule.status` is empty)");
  });
});
