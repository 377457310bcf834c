/**
 * The columns of a bulk B2B order sheet (docs/bulk-order-sheet.md): row 1 holds these headers
 * (any order, any case), each later row one order. The template (template.ts), the reader
 * (readSheet.ts) and the row rules (orderRows.ts) all read this one list.
 */

export type ColumnKey =
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'address'
  | 'apartment'
  | 'buzzer'
  | 'addressType'
  | 'city'
  | 'province'
  | 'postalCode'
  | 'deliveryDate'
  | 'cardMessage'
  | 'deliveryNotes';

export interface SheetColumn {
  key: ColumnKey;
  header: string;
  required: boolean;
  /** Characters at most, as the order store keeps them. */
  maxLength: number;
  /** What the docs and the template's header note say about it. */
  note: string;
}

export const SHEET_COLUMNS: readonly SheetColumn[] = [
  { key: 'firstName', header: 'First Name', required: true, maxLength: 50, note: "The recipient's first name." },
  { key: 'lastName', header: 'Last Name', required: true, maxLength: 50, note: "The recipient's last name." },
  { key: 'phone', header: 'Phone', required: false, maxLength: 20, note: 'A Canadian phone, 10 digits (a leading 1 is fine): 204-555-0134.' },
  { key: 'address', header: 'Address', required: true, maxLength: 150, note: 'Street number and name.' },
  { key: 'apartment', header: 'Apartment', required: false, maxLength: 50, note: 'Apartment, suite or unit.' },
  { key: 'buzzer', header: 'Buzzer', required: false, maxLength: 20, note: 'Buzzer code.' },
  { key: 'addressType', header: 'Address Type', required: false, maxLength: 20, note: 'House, Apartment/Complex, Business or Hospital; empty = Business.' },
  { key: 'city', header: 'City', required: true, maxLength: 100, note: 'The city.' },
  { key: 'province', header: 'Province', required: true, maxLength: 50, note: 'The name or the code: Manitoba or MB.' },
  { key: 'postalCode', header: 'Postal Code', required: true, maxLength: 7, note: 'A1A 1A1 (any case, the space optional).' },
  { key: 'deliveryDate', header: 'Delivery Date', required: true, maxLength: 10, note: 'yyyy-mm-dd text or a date cell; today or later (Winnipeg time).' },
  { key: 'cardMessage', header: 'Card Message', required: false, maxLength: 800, note: 'The card text, at most 800 characters.' },
  { key: 'deliveryNotes', header: 'Delivery Notes', required: false, maxLength: 200, note: 'Notes for the driver, at most 200 characters.' },
];

/** The most order rows one sheet takes. */
export const MAX_SHEET_ROWS = 500;

/** The column of a header cell's text (trimmed, case and inner spacing aside), if it is one. */
export function columnOfHeader(text: string): SheetColumn | undefined {
  const wanted = text.trim().replace(/\s+/g, ' ').toLowerCase();
  return SHEET_COLUMNS.find((column) => column.header.toLowerCase() === wanted);
}
