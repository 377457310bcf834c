import { describe, expect, it } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { pageParts } from '../../runtime/kinds/catalogue/pageParts';
import { cronWidget } from '../../runtime/kinds/form/widgets/cron';
import { diffScreens } from '../../scripts/screens/diff/diffScreens';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const ui = { widget: 'cron', wrap: true, daysLabel: 'Days', dayLabels: [...DAYS], timeLabel: 'Time', customNote: 'Custom expression' } as const;

describe("the cron widget's words are its definition's", () => {
  it('passes them to its view in ui:options', () => {
    expect(cronWidget.uiEntry({ ...ui, dayLabels: [...DAYS] }, {})).toEqual({
      'ui:options': { wrap: true, daysLabel: 'Days', dayLabels: [...DAYS], timeLabel: 'Time', customNote: 'Custom expression' },
    });
  });

  it('lists them as its texts, each day under its index (Sunday = 0)', () => {
    expect(cronWidget.texts({ ...ui, dayLabels: [...DAYS] })).toEqual([
      { key: 'daysLabel', text: 'Days' },
      ...DAYS.map((text, i) => ({ key: `dayLabels.${i}`, text })),
      { key: 'timeLabel', text: 'Time' },
      { key: 'customNote', text: 'Custom expression' },
    ]);
  });

  for (const file of ['screens/reports/rules-config.screen.json', 'screens/reports/schedules-config.screen.json']) {
    it(`the catalogue lists the builder's words of ${file}`, () => {
      const texts = pageParts(resolvedDefinitionSync(file) as PageScreen).messages.map((message) => message.text);
      for (const word of ['Days', ...DAYS, 'Time', 'Custom expression']) expect(texts).toContain(word);
    });
  }

  it('screens:diff says which word changed', () => {
    const FILE = 'screens/reports/schedules-config.screen.json';
    const before = resolvedDefinitionSync(FILE) as PageScreen;
    const after = structuredClone(before);
    const block = after.blocks?.[0];
    const field = block?.block === 'form' ? block.fields.find((known) => known.ui?.widget === 'cron') : undefined;
    if (field?.ui?.widget !== 'cron') throw new Error('the schedule config lost its cron builder');
    field.ui = { ...field.ui, dayLabels: ['Sunday', 'Mon', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], customNote: 'Written by hand' };
    const none = new Map<string, unknown>();
    const facts = diffScreens(new Map([[FILE, before]]), new Map([[FILE, after]]), none, none).screens.flatMap((screen) => screen.changes.flatMap((change) => change.facts));
    expect(facts).toEqual(["day label `MON` 'Monday' → 'Mon'", "custom expression note 'Custom expression' → 'Written by hand'"]);
  });
});
