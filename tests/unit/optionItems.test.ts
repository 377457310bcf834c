import { describe, expect, it } from 'vitest';
import { optionLabels, optionRows, optionText, optionValue, optionValues, valueOfItem } from '../../runtime/options/optionItems';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';
import type { GridScreen } from '../../runtime/generated/screen';
import entity from '../../schemas/entities/order-pull-config.schema.json' with { type: 'json' };

const types = [
  { value: 'ORDER_REPORT_SAME_DAY', label: 'Same day' },
  { value: 'ORDER_REPORT_V_DAY', label: 'Specific day' },
];

describe('option set items: a value, or a value with its label', () => {
  it('gives the values in order, labelled or not', () => {
    expect(optionValues(['$0', 3, true])).toEqual(['$0', 3, true]);
    expect(optionValues(types)).toEqual(['ORDER_REPORT_SAME_DAY', 'ORDER_REPORT_V_DAY']);
    expect(optionValues(undefined)).toEqual([]);
    expect(optionValue({ value: 7, label: 'Seven' })).toBe(7);
    expect(valueOfItem({ value: 'csv', label: 'CSV' })).toBe('csv');
    expect(valueOfItem('excel')).toBe('excel');
  });

  it('gives the labels by the value as text, only of the labelled items', () => {
    expect(optionLabels(types)).toEqual({ ORDER_REPORT_SAME_DAY: 'Same day', ORDER_REPORT_V_DAY: 'Specific day' });
    expect(optionLabels(['Halifax', { value: 36500, label: 'For Ever' }])).toEqual({ '36500': 'For Ever' });
    expect(optionLabels(['Halifax'])).toBeUndefined();
    expect(optionText('Halifax')).toBe('Halifax');
  });

  it('gives options whose label is the value when the item has none', () => {
    expect(optionRows(['Halifax', { value: 'Québec_City', label: 'Québec City(QC)' }])).toEqual([
      { value: 'Halifax', label: 'Halifax' },
      { value: 'Québec_City', label: 'Québec City(QC)' },
    ]);
  });
});

describe('the shared report types (screens/shared/options.json)', () => {
  const list = resolvedDefinitionSync('screens/reports/reports-list.screen.json') as GridScreen;
  const set = list.options?.reportTypes ?? [];

  it('are the entity’s report types, every one labelled, in the entity’s order', () => {
    expect(optionValues(set)).toEqual(entity.properties.reportType.enum);
    expect(Object.keys(optionLabels(set) ?? {})).toHaveLength(12);
  });

  it('label them with the report form’s words (002 §3)', () => {
    expect(optionLabels(set)).toMatchObject({
      ORDER_REPORT_SAME_DAY: 'Same day',
      ORDER_REPORT_NEXT_DAY_PLUS_1: 'Next day plus 1',
      ORDER_REPORT_V_DAY: 'Specific day',
      ORDER_REPORT_NON_FLORAL_GIFTSETS: 'Non-floral gift sets',
      CURATED_GIFT_BOX_REPORT: 'Curated Gift Box',
      NOT_PULLED_REPORT: 'Not Pulled',
      ERROR_REPORT: 'Error',
    });
  });
});
