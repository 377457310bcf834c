import { describe, expect, it } from 'vitest';
import { readOrderRow, sameAddressProblems, type CellValue, type SheetRow } from '../../server/api/admin/bulkOrders/orderRows';
import { columnOfHeader } from '../../server/api/admin/bulkOrders/sheetColumns';
import { withProperties } from '../support/matchers';

const PROVINCES = [
  { name: 'Manitoba', code: 'MB' },
  { name: 'Saskatchewan', code: 'SK' },
];
const TODAY = '2026-11-27';
const text = (value: string): CellValue => ({ kind: 'text', text: value });

function sheetRow(row: number, overrides: SheetRow['cells'] = {}): SheetRow {
  return {
    row,
    cells: {
      firstName: text('Ann'),
      lastName: text('Lee'),
      address: text('100 Portage Ave'),
      city: text('Winnipeg'),
      province: text('manitoba'),
      postalCode: text('r3c4t3'),
      deliveryDate: { kind: 'date', date: '2026-11-30' },
      ...overrides,
    },
  };
}

describe('bulk order rows', () => {
  it('reads a good row: province by name or code, the postal code written A1A 1A1, the phone as people read it, Business by default', () => {
    const reading = readOrderRow(sheetRow(2, { phone: text('1 204 555 0134') }), PROVINCES, TODAY);
    expect(reading).toEqual({
      ok: true,
      order: withProperties({ row: 2, province: 'Manitoba', provinceCode: 'MB', postalCode: 'R3C 4T3', phone: '(204) 555-0134', addressType: 'Business', deliveryDate: '2026-11-30', apartment: '' }),
    });
    expect(readOrderRow(sheetRow(2, { province: text('SK'), deliveryDate: text(TODAY) }), PROVINCES, TODAY)).toMatchObject({ ok: true, order: { province: 'Saskatchewan' } });
  });

  it('names every problem of a row after its number', () => {
    const reading = readOrderRow(
      sheetRow(7, { firstName: undefined, province: text('Texas'), postalCode: text('12345'), deliveryDate: text('30/11/2026'), addressType: text('Castle'), deliveryNotes: text('n'.repeat(201)) }),
      PROVINCES,
      TODAY,
    );
    expect(reading).toEqual({
      ok: false,
      row: 7,
      reason:
        "Row 7: First Name is missing; Delivery Notes is longer than 200 characters (201); Address Type 'Castle' is not one of House, Apartment/Complex, Business, Hospital; Province 'Texas' is not a province we deliver to; Postal Code '12345' is not a Canadian postal code (A1A 1A1); Delivery Date '30/11/2026' is not a date (yyyy-mm-dd)",
    });
    expect(readOrderRow(sheetRow(3, { deliveryDate: text('2026-11-26') }), PROVINCES, TODAY)).toMatchObject({ ok: false, reason: 'Row 3: Delivery Date 2026-11-26 is in the past' });
    expect(readOrderRow(sheetRow(3, { deliveryDate: text('2026-02-30') }), PROVINCES, TODAY)).toMatchObject({ ok: false, reason: "Row 3: Delivery Date '2026-02-30' is not a date (yyyy-mm-dd)" });
  });

  it('finds Same Address rows that are not at the first row\'s address (case and spacing aside)', () => {
    const orders = [2, 3, 4].flatMap((row) => {
      const reading = readOrderRow(sheetRow(row, row === 4 ? { address: text('1 Other St') } : row === 3 ? { address: text('100  PORTAGE ave') } : {}), PROVINCES, TODAY);
      return reading.ok ? [reading.order] : [];
    });
    expect(sameAddressProblems(orders)).toEqual([{ row: 4, reason: "Row 4: the address is not row 2's, and Same Address shipping sends every order to one address" }]);
  });

  it('matches headers case and spacing aside', () => {
    expect(columnOfHeader('  postal   CODE ')?.key).toBe('postalCode');
    expect(columnOfHeader('Zip')).toBeUndefined();
  });
});
