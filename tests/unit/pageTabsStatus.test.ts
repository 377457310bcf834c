import { describe, expect, it } from 'vitest';
import type { Block, StatusBlock } from '../../runtime/generated/screen';
import { allBlocks } from '../../runtime/kinds/page/blocks/allBlocks';
import { placedBlocks } from '../../runtime/kinds/page/blocks/registry';
import { statusItems } from '../../runtime/kinds/page/blocks/status/statusItems';
import { tabForKey } from '../../runtime/kinds/page/blocks/tabs/tabKeys';

describe('tab keys (WAI-ARIA tabs)', () => {
  it('move right and left around, Home and End to the ends', () => {
    expect(tabForKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabForKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabForKey('Home', 2, 3)).toBe(0);
    expect(tabForKey('End', 0, 3)).toBe(2);
    expect(tabForKey('Enter', 0, 3)).toBeUndefined();
    expect(tabForKey('ArrowRight', 0, 0)).toBeUndefined();
  });
});

const form = (id: string): Block => ({ id, block: 'form', entity: 'ops-link', fields: [{ name: 'name' }], submit: { label: 'Go', endpoint: 'x', failure: 'No' } });

describe('blocks inside tabs', () => {
  const blocks: Block[] = [
    form('top'),
    { id: 'tabs', block: 'tabs', tabs: [{ label: 'A', blocks: [form('a1'), { id: 'a2', block: 'result', from: 'a1.answer', fields: [{ label: 'Id', path: '{id}' }] }] }, { label: 'B', blocks: [form('b1')] }] },
  ];
  it('are listed in page order, the tabs block before its blocks', () => {
    expect(allBlocks(blocks).map((block) => block.id)).toEqual(['top', 'tabs', 'a1', 'a2', 'b1']);
  });
  it('are placed at their JSON pointers, those of a tab under it', () => {
    expect(placedBlocks(blocks).map((place) => place.at)).toEqual(['/blocks/0', '/blocks/1', '/blocks/1/tabs/0/blocks/0', '/blocks/1/tabs/0/blocks/1', '/blocks/1/tabs/1/blocks/0']);
  });
});

describe('status items', () => {
  const items: StatusBlock['items'] = [
    {
      label: 'Admin API',
      path: 'admin.state',
      tone: [
        { when: { field: 'value', equals: 'running' }, tone: 'success' },
        { when: { field: 'value', equals: 'stopped' }, tone: 'danger' },
      ],
    },
    { label: 'Since', path: 'admin.since', format: 'time12h' },
    { label: 'Queue', path: 'queue', tone: [{ when: { field: 'admin.state', equals: 'stopped' }, tone: 'warning' }] },
  ];
  it('say each value with the tone of the first rule that holds, neutral otherwise', () => {
    expect(statusItems(items, { admin: { state: 'running', since: '08:30' }, queue: 4 })).toEqual([
      { label: 'Admin API', text: 'running', tone: 'success', path: 'admin.state' },
      { label: 'Since', text: '8:30am', tone: 'neutral', path: 'admin.since' },
      { label: 'Queue', text: '4', tone: 'neutral', path: 'queue' },
    ]);
    expect(statusItems(items, { admin: { state: 'stopped' } }).map((item) => [item.text, item.tone])).toEqual([
      ['stopped', 'danger'],
      ['', 'neutral'],
      ['', 'warning'],
    ]);
  });
});
