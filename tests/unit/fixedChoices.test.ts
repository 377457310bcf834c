import { describe, expect, it } from 'vitest';
import { allTicked, chosenOf, offeredValues, tickAll, tickValue } from '../../runtime/kinds/form/fixedChoices';

const warehouses = offeredValues(['cg', 'tr', 'mb'], undefined);

describe('offeredValues', () => {
  it('reads an option set of values or { value, label }, else the items’ enum', () => {
    expect(offeredValues(['a', { value: 'b', label: 'Bee' }, null], undefined)).toEqual([
      { value: 'a', label: 'a' },
      { value: 'b', label: 'Bee' },
    ]);
    expect(offeredValues(undefined, { type: 'array', items: { type: 'string', enum: ['cg', 'mb'] } })).toEqual([
      { value: 'cg', label: 'cg' },
      { value: 'mb', label: 'mb' },
    ]);
    expect(offeredValues(undefined, { type: 'array', items: { type: 'string' } })).toEqual([]);
  });
});

describe('tickValue', () => {
  it('keeps the chosen values in the offered order, each once', () => {
    expect(tickValue(warehouses, ['mb'], 'cg', true)).toEqual(['cg', 'mb']);
    expect(tickValue(warehouses, ['cg', 'mb'], 'cg', true)).toEqual(['cg', 'mb']);
  });
  it('gives no value once the last is unticked', () => {
    expect(tickValue(warehouses, ['cg'], 'cg', false)).toBeUndefined();
  });
  it('keeps a chosen value no longer offered after the offered ones', () => {
    expect(tickValue(warehouses, ['zz'], 'tr', true)).toEqual(['tr', 'zz']);
  });
});

describe('select all', () => {
  it('ticks every offered value, then unticks them all', () => {
    expect(allTicked(warehouses, ['cg'])).toBe(false);
    expect(tickAll(warehouses, ['cg'])).toEqual(['cg', 'tr', 'mb']);
    expect(allTicked(warehouses, ['mb', 'tr', 'cg'])).toBe(true);
    expect(tickAll(warehouses, ['mb', 'tr', 'cg'])).toBeUndefined();
  });
  it('is never all ticked when nothing is offered', () => {
    expect(allTicked([], [])).toBe(false);
    expect(tickAll([], [])).toBeUndefined();
  });
  it('reads anything but a list as nothing chosen', () => {
    expect(chosenOf('cg')).toEqual([]);
  });
});
