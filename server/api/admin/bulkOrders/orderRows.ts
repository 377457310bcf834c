import { DateTime } from 'luxon';
import { unstorableText } from '../../../db/text';
import { displayPhone, readCanadianPhone } from '../phones';
import { SHEET_COLUMNS, type ColumnKey } from './sheetColumns';

/** A cell as the sheet reader hands it over: text (trimmed), or a calendar date cell (yyyy-mm-dd). */
export type CellValue = { kind: 'text'; text: string } | { kind: 'date'; date: string };

/** One data row of the sheet: its row number and its cells by column (absent = empty). */
export interface SheetRow {
  row: number;
  cells: Partial<Record<ColumnKey, CellValue>>;
}

export type AddressType = 'House' | 'Apartment/Complex' | 'Business' | 'Hospital';

/** A row that holds a valid order. */
export interface OrderRow {
  row: number;
  firstName: string;
  lastName: string;
  /** '(204) 555-0134', or ''. */
  phone: string;
  address: string;
  apartment: string;
  buzzer: string;
  addressType: AddressType;
  city: string;
  province: string;
  provinceCode: string;
  /** 'R3C 4T3'. */
  postalCode: string;
  /** 'YYYY-MM-DD'. */
  deliveryDate: string;
  cardMessage: string;
  deliveryNotes: string;
}

export type RowReading = { ok: true; order: OrderRow } | { ok: false; row: number; reason: string };

export interface Province {
  name: string;
  code: string;
}

const ADDRESS_TYPES: readonly AddressType[] = ['House', 'Apartment/Complex', 'Business', 'Hospital'];
/** Canadian postal codes: no D, F, I, O, Q, U; no W or Z first. */
const POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z])([0-9][ABCEGHJ-NPRSTV-Z][0-9])$/;

const header = (key: ColumnKey) => SHEET_COLUMNS.find((column) => column.key === key)?.header ?? key;

/**
 * Reads one data row as an order, or says everything wrong with it ('Row 3: Postal Code is
 * missing; Delivery Date is in the past'). `today` is the business date (yyyy-mm-dd); provinces
 * are matched by name or code, case aside.
 */
export function readOrderRow(sheetRow: SheetRow, provinces: readonly Province[], today: string): RowReading {
  const problems: string[] = [];
  const text = (key: ColumnKey): string => {
    const cell = sheetRow.cells[key];
    const column = SHEET_COLUMNS.find((candidate) => candidate.key === key);
    const value = cell === undefined ? '' : cell.kind === 'text' ? cell.text : cell.date;
    if (value === '') {
      if (column?.required) problems.push(`${header(key)} is missing`);
      return '';
    }
    const unstorable = unstorableText(value);
    if (unstorable) problems.push(`${header(key)} ${unstorable}`);
    else if (column && value.length > column.maxLength) problems.push(`${header(key)} is longer than ${column.maxLength} characters (${value.length})`);
    return value;
  };
  const firstName = text('firstName');
  const lastName = text('lastName');
  const phoneText = text('phone');
  const address = text('address');
  const apartment = text('apartment');
  const buzzer = text('buzzer');
  const typeText = text('addressType');
  const city = text('city');
  const provinceText = text('province');
  const postalText = text('postalCode');
  const cardMessage = text('cardMessage');
  const deliveryNotes = text('deliveryNotes');

  let phone = '';
  if (phoneText !== '') {
    const reading = readCanadianPhone(phoneText);
    if (reading.ok) phone = displayPhone(reading.phone);
    else problems.push(`Phone ${reading.problem}`);
  }
  const addressType = typeText === '' ? 'Business' : ADDRESS_TYPES.find((type) => type.toLowerCase() === typeText.toLowerCase());
  if (addressType === undefined) problems.push(`Address Type '${typeText}' is not one of ${ADDRESS_TYPES.join(', ')}`);
  const province = provinceText === '' ? undefined : provinces.find((candidate) => [candidate.name, candidate.code].some((name) => name.toLowerCase() === provinceText.toLowerCase()));
  if (provinceText !== '' && !province) problems.push(`Province '${provinceText}' is not a province we deliver to`);
  const postal = POSTAL_CODE.exec(postalText.toUpperCase().replace(/\s+/g, ''));
  if (postalText !== '' && !postal) problems.push(`Postal Code '${postalText}' is not a Canadian postal code (A1A 1A1)`);
  const deliveryDate = readDate(sheetRow.cells.deliveryDate, today, problems);

  if (problems.length > 0 || !addressType || !province || !postal || deliveryDate === undefined) {
    return { ok: false, row: sheetRow.row, reason: `Row ${sheetRow.row}: ${problems.join('; ')}` };
  }
  return {
    ok: true,
    order: {
      row: sheetRow.row,
      firstName,
      lastName,
      phone,
      address,
      apartment,
      buzzer,
      addressType,
      city,
      province: province.name,
      provinceCode: province.code,
      postalCode: `${postal[1] ?? ''} ${postal[2] ?? ''}`,
      deliveryDate,
      cardMessage,
      deliveryNotes,
    },
  };
}

/** The delivery date of the cell, or undefined with the problem added. */
function readDate(cell: CellValue | undefined, today: string, problems: string[]): string | undefined {
  if (cell === undefined || (cell.kind === 'text' && cell.text === '')) {
    problems.push('Delivery Date is missing');
    return undefined;
  }
  const text = cell.kind === 'date' ? cell.date : cell.text;
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(text) && DateTime.fromISO(text).isValid;
  if (!valid) {
    problems.push(`Delivery Date '${text.slice(0, 40)}' is not a date (yyyy-mm-dd)`);
    return undefined;
  }
  if (text < today) {
    problems.push(`Delivery Date ${text} is in the past`);
    return undefined;
  }
  return text;
}

/** The rows of a Same Address sheet whose address is not the first row's. */
export function sameAddressProblems(orders: readonly OrderRow[]): { row: number; reason: string }[] {
  const first = orders[0];
  if (!first) return [];
  const key = (order: OrderRow) => [order.address, order.apartment, order.city, order.provinceCode, order.postalCode].map((part) => part.toLowerCase().replace(/\s+/g, ' ')).join('|');
  return orders
    .filter((order) => key(order) !== key(first))
    .map((order) => ({ row: order.row, reason: `Row ${order.row}: the address is not row ${first.row}'s, and Same Address shipping sends every order to one address` }));
}
