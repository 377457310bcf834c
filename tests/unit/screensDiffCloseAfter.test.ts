import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diffScreens } from '../../scripts/screens/diff/diffScreens';
import { renderMarkdown } from '../../scripts/screens/diff/render';

const none = new Map<string, unknown>();
const FILE = 'screens/ops/links.screen.json';
type Definition = { forms: { edit: { submit: Record<string, unknown> } } };
const links = () => JSON.parse(readFileSync(FILE, 'utf8')) as Definition;
const markdown = (before: unknown, after: unknown) => renderMarkdown(diffScreens(new Map([[FILE, before]]), new Map([[FILE, after]]), none, none), { base: 'main', head: 'working tree' });

describe('screens:diff reads how a modal form ends after a success', () => {
  it('says a dialog now closing by itself a while after its success, and a change of that while', () => {
    const after = links();
    after.forms.edit.submit = { ...after.forms.edit.submit, success: 'Link saved.', closeAfter: 2 };
    expect(markdown(links(), after)).toContain('after a success the dialog closes at once (the success toasted) → closes by itself 2 s after a success, saying it in the dialog');
    const later = links();
    later.forms.edit.submit = { ...later.forms.edit.submit, success: 'Link saved.', closeAfter: 3 };
    expect(markdown(after, later)).toContain('after a success the dialog closes by itself 2 s after a success, saying it in the dialog → closes by itself 3 s after a success, saying it in the dialog');
    expect(markdown(later, links())).toContain('after a success the dialog closes by itself 3 s after a success, saying it in the dialog → closes at once (the success toasted)');
  });
});
