import { describe, expect, it } from 'vitest';
import { resetValues } from '../../runtime/kinds/page/forms/resetValues';

describe('resetTo: the values a reset form takes back (002 §9: 50 orders per file at first, 300 after)', () => {
  it('gives each field with resetTo its value, and nothing for the others', () => {
    expect(resetValues([{ name: 'maxSize', resetTo: '300' }, { name: 'exportFileName' }, { name: 'tagged', resetTo: false }])).toEqual({ maxSize: '300', tagged: false });
    expect(resetValues([{ name: 'exportFileName' }])).toEqual({});
  });
});
