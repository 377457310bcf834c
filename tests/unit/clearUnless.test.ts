import { describe, expect, it } from 'vitest';
import { clearRefusedInput } from '../../runtime/kinds/form/clearUnless';

const fields = [{ name: 'maxSize', clearUnless: '^[1-9][0-9]*$' }, { name: 'exportFileName' }];

describe('clearUnless: a typed value that does not match empties the field (002 §5)', () => {
  it('keeps digits without a leading zero', () => {
    expect(clearRefusedInput(fields, { maxSize: '30' }, { maxSize: '300' })).toEqual({ maxSize: '300' });
  });

  it('empties the field on a letter, a leading zero or a sign', () => {
    expect(clearRefusedInput(fields, { maxSize: '30' }, { maxSize: '30a' })).toEqual({});
    expect(clearRefusedInput(fields, { maxSize: '' }, { maxSize: '0' })).toEqual({});
    expect(clearRefusedInput(fields, { maxSize: '7' }, { maxSize: '-5', exportFileName: 'x' })).toEqual({ exportFileName: 'x' });
  });

  it("empties a field that had no value to '' (a change the form shows)", () => {
    expect(clearRefusedInput(fields, {}, { maxSize: '0' })).toEqual({ maxSize: '' });
    expect(clearRefusedInput(fields, { maxSize: '' }, { maxSize: '00' })).toEqual({});
  });

  it('leaves an emptied field, fields without the rule and values the user did not change', () => {
    expect(clearRefusedInput(fields, { maxSize: '3' }, {})).toEqual({});
    expect(clearRefusedInput(fields, {}, { exportFileName: 'a b!' })).toEqual({ exportFileName: 'a b!' });
    expect(clearRefusedInput(fields, { maxSize: 'x' }, { maxSize: 'x', exportFileName: 'y' })).toEqual({ maxSize: 'x', exportFileName: 'y' });
  });
});
