import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { GridScreen, OptionSets } from '../../runtime/generated/screen';
import { resolveForm } from '../../runtime/kinds/form/resolveForm';
import type { ResolvedForm } from '../../runtime/kinds/form/types';
import { gridSliceOfScreen } from '../../runtime/kinds/grid/gridSlice';
import { resolveColumnOptions, resolveFormOptions } from '../../runtime/kinds/grid/optionSets';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';

const RATES = Array.from({ length: 50 }, (_, i) => `$${i}`);

describe('option sets', () => {
  const sets: OptionSets = { rates: ['$0', '$1'] };
  it('put a set’s values in place of its name in a column editor', () => {
    expect(resolveColumnOptions({ field: 'rate', header: 'Rate', editor: { options: 'rates' } }, sets).editor).toEqual({ options: ['$0', '$1'] });
    expect(resolveColumnOptions({ field: 'rate', header: 'Rate', editor: { options: ['a'] } }, sets).editor).toEqual({ options: ['a'] });
  });
  it('write a select widget’s set into its field’s schema as the enum', () => {
    const form: ResolvedForm = { title: 'Add', endpoint: 'create', schema: { type: 'object', properties: { rate: { type: 'string', default: '$1' } } }, ui: { rate: { widget: 'select', options: 'rates' } } };
    expect(resolveFormOptions(form, sets).schema).toEqual({ type: 'object', properties: { rate: { type: 'string', default: '$1', enum: ['$0', '$1'] } } });
    expect(form.schema).toEqual({ type: 'object', properties: { rate: { type: 'string', default: '$1' } } });
  });

  for (const file of ['zone-delivery-rate', 'special-zone-delivery-rate']) {
    it(`${file}: the migrated screen offers the same $0–$49 in its Rate column and its add form`, async () => {
      const screen = resolvedDefinitionSync(`screens/rates/${file}.screen.json`) as GridScreen;
      expect(screen.options?.rates).toEqual(RATES);
      const grid = gridSliceOfScreen(screen);
      expect(grid.columns.find((column) => column.field === 'rate')?.editor).toEqual({ options: RATES });
      const add = grid.forms?.add;
      if (!add) throw new Error(`${file} has no add form`);
      const entity = JSON.parse(await readFile(`schemas/entities/${file}.schema.json`, 'utf8')) as unknown;
      const schema = resolveFormOptions(resolveForm(add, entity), grid.options).schema as { properties: { rate: { enum: string[] } } };
      expect(schema.properties.rate.enum).toEqual(RATES);
    });
  }
});
