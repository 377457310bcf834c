import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import { SHEET_COLUMNS, type ColumnKey } from './sheetColumns';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const TEMPLATE_FILE_NAME = 'bulk-order-template.xlsx';

/** The two example orders of the template; their delivery dates are set from `today`. */
function examples(today: string): Record<ColumnKey, string | Date>[] {
  const day = DateTime.fromISO(today, { zone: 'utc' });
  const inDays = (days: number) => day.plus({ days }).toISODate() ?? today;
  return [
    {
      firstName: 'Jane',
      lastName: 'Doe',
      phone: '204-555-0134',
      address: '123 Main Street',
      apartment: 'Suite 400',
      buzzer: '400',
      addressType: 'Business',
      city: 'Winnipeg',
      province: 'Manitoba',
      postalCode: 'R3C 4T3',
      deliveryDate: inDays(3),
      cardMessage: 'Thank you for a great year together!',
      deliveryNotes: 'Reception desk on the 4th floor.',
    },
    {
      firstName: 'Ravi',
      lastName: 'Patel',
      phone: '(306) 555-0199',
      address: '45 Albert Street',
      apartment: '',
      buzzer: '',
      addressType: 'House',
      city: 'Regina',
      province: 'SK',
      postalCode: 's4p3y2',
      // A real date cell: the sheet takes both.
      deliveryDate: new Date(`${inDays(4)}T00:00:00Z`),
      cardMessage: 'Happy holidays from all of us.',
      deliveryNotes: '',
    },
  ];
}

/** The template workbook: the header row (with each column's rule as a note) and two example orders. */
export async function templateWorkbook(today: string): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Orders');
  sheet.columns = SHEET_COLUMNS.map((column) => ({ header: column.header, key: column.key, width: Math.min(Math.max(column.header.length + 4, 14), 40) }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  SHEET_COLUMNS.forEach((column, index) => {
    header.getCell(index + 1).note = `${column.required ? 'Required' : 'Optional'}. ${column.note}`;
  });
  for (const example of examples(today)) sheet.addRow(example);
  const dates = sheet.getColumn('deliveryDate');
  dates.numFmt = 'yyyy-mm-dd';
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer);
}
