import { describe, expect, it } from 'vitest';
import { placeholderOf } from '../../runtime/kinds/form/widgets/widgetProps';

describe('placeholderOf', () => {
  it("is the field's placeholder, as RJSF 6 passes it to string and number fields", () => {
    expect(placeholderOf({ placeholder: 'Choose a Region', options: {} })).toBe('Choose a Region');
  });

  it("is read from the options of a boolean field, to which RJSF 6 passes no placeholder", () => {
    expect(placeholderOf({ placeholder: '', options: { placeholder: 'Choose Yes or No' } })).toBe('Choose Yes or No');
  });

  it('is empty when the definition gives none', () => {
    expect(placeholderOf({ placeholder: '', options: {} })).toBe('');
  });
});
