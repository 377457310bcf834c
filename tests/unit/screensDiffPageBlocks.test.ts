import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diffScreens } from '../../scripts/screens/diff/diffScreens';
import { renderMarkdown } from '../../scripts/screens/diff/render';

const none = new Map<string, unknown>();
const FILE = 'screens/orders/upgrade-automation.screen.json';
type Definition = { blocks: Array<Record<string, unknown> & { items: Array<Record<string, unknown>> }> };
const fixture = (name: string) => JSON.parse(readFileSync(`tests/fixtures/page-blocks/${name}.screen.json`, 'utf8')) as Definition;
const markdown = (before: unknown, after: unknown) => renderMarkdown(diffScreens(new Map([[FILE, before]]), new Map([[FILE, after]]), none, none), { base: 'main', head: 'working tree' });

describe('screens:diff reads the links, FAQ and download parts', () => {
  it('says what each button of a links block opens or saves', () => {
    const before = fixture('upgrade-links');
    const after = fixture('upgrade-links');
    const block = after.blocks[0];
    if (!block) throw new Error('the fixture has a block');
    block.items = [{ label: 'Jump to Sheet Page', configLink: 'upgradeSheet' }, { label: 'Download the template sheet', download: { endpoint: 'template', fileName: 'b2b-template.xlsx' } }];
    const text = markdown(before, after);
    expect(text).toContain("buttons: 'Jump to Sheet Page' opens config link `upgradeSheet`, 'Download the template sheet' saves `template` as `b2b-template.xlsx`");
  });

  it('says an added block in one phrase', () => {
    const before = fixture('product-faq');
    const after = fixture('product-faq');
    before.blocks = before.blocks.filter((block) => block.block !== 'disclosures');
    expect(markdown(before, after)).toContain('FAQ of 4 items');
    expect(markdown(fixture('upgrade-links'), { ...fixture('upgrade-links'), blocks: [] })).toContain('links: 2 buttons');
  });

  it('says which FAQ answers were rewritten, and a new order of the questions', () => {
    const before = fixture('product-faq');
    const after = fixture('product-faq');
    const faq = after.blocks[1];
    if (!faq) throw new Error('the fixture has an FAQ');
    faq.items = [...faq.items];
    faq.items[1] = { ...faq.items[1], text: 'Wait a minute, then submit the same request again.' };
    expect(markdown(before, after)).toContain("text changed: 'A large request timed out'");
    faq.items.reverse();
    expect(markdown(before, after)).toContain(`items: "The variants' pictures are in the wrong order", 'The handle got a number at its end'`);
  });

  it('reads a result field that saves a file', () => {
    const before = fixture('bulk-links');
    const after = fixture('bulk-links');
    const result = after.blocks[0] as unknown as { fields: Array<Record<string, unknown>> };
    result.fields = [result.fields[0] ?? {}, { label: 'Links', download: { text: '{csv}', fileName: 'links.csv', button: 'Download the links (CSV)' } }];
    expect(markdown(before, after)).toContain("'Links' download 'Download the links (CSV)' of `{csv}` as `links.csv`");
  });
});
