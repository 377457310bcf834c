import { describe, expect, it } from 'vitest';
import type { StatusBlock } from '../../runtime/generated/screen';
import { itemText, statusGroups } from '../../runtime/kinds/page/blocks/status/statusItems';

const block: Pick<StatusBlock, 'items' | 'groups'> = {
  groups: { title: '{clusterName}', entries: 'services' },
  items: [
    {
      label: '{serviceName}',
      path: 'running',
      labels: { true: 'Running', false: 'Stopped' },
      tone: [
        { when: { field: 'value', equals: true }, tone: 'success' },
        { when: { field: 'value', equals: false }, tone: 'danger' },
      ],
    },
  ],
};

describe('statusGroups: a status over a list of groups, each item once per entry', () => {
  it('titles each group and shows each entry with its label, text and tone', () => {
    const source = [
      { clusterName: 'dev-console', services: [{ serviceName: 'admin-api', running: true }, { serviceName: 'labels', running: false }] },
      { clusterName: 'dev-shop', services: [{ serviceName: 'storefront', running: false }] },
    ];
    expect(statusGroups(block, source)).toEqual([
      {
        title: 'dev-console',
        items: [
          { label: 'admin-api', text: 'Running', tone: 'success', path: 'running' },
          { label: 'labels', text: 'Stopped', tone: 'danger', path: 'running' },
        ],
      },
      { title: 'dev-shop', items: [{ label: 'storefront', text: 'Stopped', tone: 'danger', path: 'running' }] },
    ]);
  });

  it('gives a group without its list no items, a source that is no list no group, and a value the labels do not name its own text', () => {
    expect(statusGroups(block, [{ clusterName: 'empty' }])).toEqual([{ title: 'empty', items: [] }]);
    expect(statusGroups(block, { clusterName: 'x' })).toEqual([]);
    expect(statusGroups(block, undefined)).toEqual([]);
    expect(statusGroups(block, [{ clusterName: 'odd', services: [{ serviceName: 'batch', running: 'pending' }] }])).toEqual([
      { title: 'odd', items: [{ label: 'batch', text: 'pending', tone: 'neutral', path: 'running' }] },
    ]);
  });

  it('is no grouping without `groups`', () => {
    expect(statusGroups({ items: block.items }, [{ clusterName: 'x', services: [] }])).toEqual([]);
  });
});

describe('itemText with labels', () => {
  it('names a value by its text, after the format; other values and nothing stay as they are', () => {
    expect(itemText(true, undefined, { true: 'Running' })).toBe('Running');
    expect(itemText(3, undefined, { '3': 'three' })).toBe('three');
    expect(itemText('x', undefined, { true: 'Running' })).toBe('x');
    expect(itemText(undefined, undefined, { '': 'blank' })).toBe('');
    expect(itemText('toString', undefined, {})).toBe('toString');
  });
});
