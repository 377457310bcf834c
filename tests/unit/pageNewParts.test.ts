import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { pageParts } from '../../runtime/kinds/catalogue/pageParts';
import { diffBlocks } from '../../runtime/kinds/page/tools/diff/blocks';
import { describeCondition } from '../../runtime/tooling/diff/conditions';
import type { JsonObject } from '../../runtime/tooling/diff/json';

const load = async () => JSON.parse(await readFile('tests/fixtures/valid-screens/page-tabs-status.screen.json', 'utf8')) as PageScreen & JsonObject;

describe('tabs, status, dates, files and polls in the catalogue', () => {
  it('lists the texts inside tabs, the tab labels, status labels and poll texts', async () => {
    const { endpoints, messages } = pageParts(await load());
    expect(endpoints).toContain('GET /ops/link/import/{started.id}');
    expect(messages).toContainEqual({ key: 'blocks.work.tabs.0.label', text: 'Close a day' });
    expect(messages).toContainEqual({ key: 'blocks.services.items.admin.state', text: 'Admin API' });
    expect(messages).toContainEqual({ key: 'blocks.close.fields.availableDates.messages.rule', text: 'Choose today or later' });
    expect(messages).toContainEqual({ key: 'blocks.import.fields.link.messages.accept', text: 'Choose an .xlsx or .csv file' });
    expect(messages).toContainEqual({ key: 'blocks.import.submit.poll.networkErrorText', text: 'The import status could not be read' });
    expect(messages).toContainEqual({ key: 'blocks.import.submit.poll.failText', text: 'Import {started.id} failed: {answer.message}' });
  });
});

describe('screens:diff of the new parts', () => {
  it('says tabs, status blocks, blocks inside tabs, widgets and polls in words', async () => {
    const before = await load();
    const after = JSON.parse(JSON.stringify(before)) as typeof before;
    const tabs = after.blocks[1];
    const status = after.blocks[0];
    if (tabs?.block !== 'tabs' || status?.block !== 'status') throw new Error('fixture changed');
    tabs.tabs[1].label = 'Upload';
    status.refreshEvery = 60;
    status.items[0].tone = [{ when: { field: 'value', startsWith: 'run' }, tone: 'success' }];
    const close = tabs.tabs[0].blocks[0];
    const dates = close?.block === 'form' ? close.fields[0] : undefined;
    if (!dates) throw new Error('fixture changed');
    dates.ui = { widget: 'dates', rule: 'notPast' };
    const text = JSON.stringify(diffBlocks(before, after));
    expect(text).toContain('tabs: ');
    expect(text).toContain('Upload');
    expect(text).toContain('refresh every (s) 30 → 60');
    expect(text).toContain('starts with');
    expect(text).toContain('dates (tag input), rule `notPast`');
    expect(describeCondition({ field: 'progress', startsWith: '-' })).toBe('`progress` starts with `-`');
    expect(describeCondition({ field: 'editReport.startTime', sameAs: 'calendar.editing.startTime' })).toBe('`editReport.startTime` is the same as `calendar.editing.startTime`');
  });

  it('describes an added tabs or status block', async () => {
    const after = await load();
    const text = JSON.stringify(diffBlocks({ kind: 'page', blocks: [] }, after));
    expect(text).toContain('status of endpoint');
    expect(text).toContain('every 30 s');
    expect(text).toContain('tabs ');
  });
});
