import { DateTime } from 'luxon';
import type { PrePullSheetRow } from './readPrePullSheet';
import { MAX_NOTE_LENGTH } from './sheetColumns';

/** An order pull config a row may name. */
export interface KnownConfig {
  uuid: string;
  reportName: string;
  fileType: string;
}

/** A row read: the config to pull, the delivery day and the note. */
export interface PrePull {
  row: number;
  config: KnownConfig;
  deliveryDate: string;
  note: string;
}

export type PrePullReading = { ok: true; pull: PrePull } | { ok: false; row: number; reason: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOTE = /^[A-Za-z0-9 _-]*$/;

/** A config name as the report form stores it (002 §4): trimmed, spaces to underscores, upper-case. */
export const normalisedName = (name: string) => name.trim().replace(/\s+/g, '_').toUpperCase();

/** Finds the config a row names, by uuid or by name. */
export function configNamed(report: string, configs: readonly KnownConfig[]): KnownConfig | undefined {
  if (UUID.test(report)) return configs.find((config) => config.uuid === report.toLowerCase());
  const name = normalisedName(report);
  return configs.find((config) => config.reportName === name);
}

/** One row checked: every problem of the row in one reason ("Row 3: …"). */
export function readPrePullRow(row: PrePullSheetRow, configs: readonly KnownConfig[], today: string): PrePullReading {
  const problems: string[] = [];
  const report = row.cells.report ?? '';
  const config = report === '' ? undefined : configNamed(report, configs);
  if (report === '') problems.push('Report is empty');
  else if (!config) problems.push(`Report '${report.slice(0, 64)}' is no order pull config`);
  const date = row.cells.deliveryDate ?? '';
  const day = DateTime.fromFormat(date, 'yyyy-MM-dd', { zone: 'utc' });
  if (date === '') problems.push('Delivery Date is empty');
  else if (!day.isValid) problems.push(`Delivery Date '${date.slice(0, 20)}' is not a yyyy-mm-dd day`);
  else if (date < today) problems.push(`Delivery Date ${date} is in the past`);
  const note = row.cells.note ?? '';
  if (note.length > MAX_NOTE_LENGTH) problems.push(`Note is longer than ${MAX_NOTE_LENGTH} characters`);
  else if (!NOTE.test(note)) problems.push('Note may hold letters, digits, spaces, - and _ only');
  if (problems.length > 0 || !config) return { ok: false, row: row.row, reason: `Row ${row.row}: ${problems.join('; ')}` };
  return { ok: true, pull: { row: row.row, config, deliveryDate: date, note } };
}

/** Rows asking for the same report and day twice, named. */
export function duplicatePulls(pulls: readonly PrePull[]): { row: number; reason: string }[] {
  const first = new Map<string, number>();
  return pulls.flatMap((pull) => {
    const key = `${pull.config.uuid} ${pull.deliveryDate}`;
    const earlier = first.get(key);
    if (earlier === undefined) {
      first.set(key, pull.row);
      return [];
    }
    return [{ row: pull.row, reason: `Row ${pull.row}: ${pull.config.reportName} for ${pull.deliveryDate} is already asked for in row ${earlier}` }];
  });
}

/** The export's file name: prefix, report name, day, note (spaces as underscores), extension by file type. */
export function prePullFileName(prefix: string, pull: PrePull): string {
  const note = pull.note === '' ? '' : `_${pull.note.trim().replace(/\s+/g, '_')}`;
  const extension = pull.config.fileType === 'csv' ? 'csv' : 'xlsx';
  return `${prefix}${pull.config.reportName}_${pull.deliveryDate}${note}.${extension}`.slice(0, 200);
}
