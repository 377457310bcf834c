import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import { PRE_PULL_COLUMNS } from './sheetColumns';

export const PRE_PULL_TEMPLATE_FILE_NAME = 'bulk-pre-pull-template.xlsx';

/**
 * The template workbook: the header row (each column's rule as a note) and two example pulls of
 * the given configs' names, their delivery dates from `today`, one as text and one as a date cell.
 */
export async function prePullTemplate(today: string, reportNames: readonly [string, string]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Pre-pulls');
  sheet.columns = PRE_PULL_COLUMNS.map((column) => ({ header: column.header, key: column.key, width: 30 }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  PRE_PULL_COLUMNS.forEach((column, index) => {
    header.getCell(index + 1).note = `${column.required ? 'Required' : 'Optional'}. ${column.note}`;
  });
  const day = DateTime.fromISO(today, { zone: 'utc' });
  const inDays = (days: number) => day.plus({ days }).toISODate() ?? today;
  sheet.addRow({ report: reportNames[0], deliveryDate: inDays(1), note: 'Holiday rush' });
  sheet.addRow({ report: reportNames[1], deliveryDate: new Date(`${inDays(2)}T00:00:00Z`), note: '' });
  sheet.getColumn('deliveryDate').numFmt = 'yyyy-mm-dd';
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
