import { describe, expect, it } from 'vitest';
import { diffScreens } from '../../scripts/screens/diff/diffScreens';
import { renderMarkdown } from '../../scripts/screens/diff/render';
import { rulesConfigPage } from './support/rulesConfigPage';

const none = new Map<string, unknown>();

function page(field: Record<string, unknown>): Record<string, unknown> {
  return rulesConfigPage([{ name: 'ruleName', label: 'Rule Name' }, field, { name: 'description' }, { name: 'eventBusName' }]);
}

function latestPulls(detail: string | undefined): Record<string, unknown> {
  return {
    $schema: '../../schemas/screen.schema.json',
    route: '/secure/orders/latest-order-pulls',
    title: 'Latest order pulls',
    kind: 'grid',
    entity: 'latest-pull',
    rowKey: 'region',
    endpoints: { list: { method: 'GET', path: '/order-pull/latest' } },
    paging: { mode: 'client', sizes: [20], defaultSize: 20 },
    columns: [{ field: 'isManual', header: 'Record Updated', ...(detail === undefined ? {} : { detail }) }],
    messages: { loadFailed: 'x' },
  };
}

const markdown = (file: string, before: unknown, after: unknown) => renderMarkdown(diffScreens(new Map([[file, before]]), new Map([[file, after]]), none, none), { base: 'main', head: 'working tree' });

describe('screens:diff reads field effects, trim and a column detail', () => {
  it("says what a field's onChange clears and sets, and that it is trimmed", () => {
    const text = markdown(
      'screens/reports/rules-config.screen.json',
      page({ name: 'status' }),
      page({ name: 'status', trim: true, onChange: { clear: ['description'], set: { eventBusName: 'bus-{status}' } } }),
    );
    expect(text).toContain('trimmed `false` → `true`');
    expect(text).toContain("  - on change: clears `description`; sets `eventBusName` to 'bus-{status}'");
  });

  it("says a column's text beside its value", () => {
    const text = markdown('screens/orders/latest-order-pulls.screen.json', latestPulls(undefined), latestPulls('{lastPullDate} {lastPullTime}'));
    expect(text).toContain("- Column **Record Updated** (`isManual`): text beside the value (none) → '{lastPullDate} {lastPullTime}'");
  });
});
