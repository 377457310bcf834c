import { cellText, valueText, type LookupOptions } from './cellText';
import { sameValue } from './sameValue';
import type { Column, Row } from './types';

/** One changed field of a row: the value loaded and the value typed. */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

/** The pending edits of one row. */
export interface RowEdit {
  key: string;
  /** The row as loaded before its first edit. */
  original: Row;
  /** Changed fields in the order they were first changed. */
  changes: Readonly<Record<string, FieldChange>>;
  /** The last save of this row failed: it stays pending and is shown marked. */
  failed: boolean;
  /** Why it failed, as the server said (its sentence and field errors), when it said. */
  error?: string;
  /** The save was refused because someone else changed the row since it was loaded (409). */
  conflict?: boolean;
}

/** Edits not yet sent, one entry per row in the order rows were first edited. */
export type PendingEdits = readonly RowEdit[];

export const NO_EDITS: PendingEdits = [];

/**
 * Records a cell edit. Typing a cell back to its loaded value removes that change, and a row
 * without changes leaves the list.
 */
export function editCell(edits: PendingEdits, key: string, loaded: Row, field: string, value: unknown): PendingEdits {
  const existing = edits.find((edit) => edit.key === key);
  const original = existing?.original ?? loaded;
  const changes = { ...existing?.changes };
  if (sameValue(original[field], value)) delete changes[field];
  else changes[field] = { from: original[field], to: value };
  if (Object.keys(changes).length === 0) return edits.filter((edit) => edit.key !== key);
  const next: RowEdit = { ...existing, key, original, changes, failed: existing?.failed ?? false };
  return existing ? edits.map((edit) => (edit.key === key ? next : edit)) : [...edits, next];
}

/** The row with its changes applied: what the user sees and what a per-row update sends. */
export function rowWithChanges(edit: RowEdit): Row {
  const row: Row = { ...edit.original };
  for (const [field, change] of Object.entries(edit.changes)) row[field] = change.to;
  return row;
}

/** Rows with changes already applied, per loaded row: reused while the row and its edit stay the same objects. */
export type AppliedRows = WeakMap<Row, { edit: RowEdit; shown: Row }>;

/**
 * Loaded rows with the pending changes of the rows that have some. With `applied` (kept across
 * edits), a row whose edit did not change keeps its object, so one more edit redraws one row,
 * not every row edited before it.
 */
export function applyEdits(rows: readonly Row[], edits: PendingEdits, keyOf: (row: Row) => string, applied?: AppliedRows): Row[] {
  if (edits.length === 0) return [...rows];
  const byKey = editsByKey(edits);
  return rows.map((row) => {
    const edit = byKey.get(keyOf(row));
    if (!edit) return row;
    const known = applied?.get(row);
    if (known?.edit === edit) return known.shown;
    const shown = { ...row, ...Object.fromEntries(Object.entries(edit.changes).map(([field, change]) => [field, change.to])) };
    applied?.set(row, { edit, shown });
    return shown;
  });
}

/** The edits by row key: one pass, for lookups over a whole page of rows. */
export function editsByKey(edits: PendingEdits): ReadonlyMap<string, RowEdit> {
  return new Map(edits.map((edit) => [edit.key, edit]));
}

export function findEdit(edits: PendingEdits, key: string): RowEdit | undefined {
  return edits.find((edit) => edit.key === key);
}

export function isChanged(edits: PendingEdits, key: string, field: string): boolean {
  return findEdit(edits, key)?.changes[field] !== undefined;
}

export function isFailed(edits: PendingEdits, key: string): boolean {
  return findEdit(edits, key)?.failed ?? false;
}

/** How a row is named to the user: its first column as loaded (e.g. its name), else its key. */
export function rowLabel(edit: RowEdit, columns: readonly Column[], lookups: LookupOptions): string {
  const first = columns[0];
  const text = first ? cellText(first, edit.original, false, lookups) : '';
  return text === '' ? edit.key : text;
}

function headerOf(columns: readonly Column[], field: string): string {
  return columns.find((column) => column.field === field)?.header ?? field;
}

/** The running note: '2 rows changed — Elmwood: Name, Area; Norwood: Name'; empty without edits. */
export function changeNote(edits: PendingEdits, columns: readonly Column[], lookups: LookupOptions): string {
  if (edits.length === 0) return '';
  const rows = edits.map((edit) => `${rowLabel(edit, columns, lookups)}: ${Object.keys(edit.changes).map((field) => headerOf(columns, field)).join(', ')}`);
  return `${edits.length} ${edits.length === 1 ? 'row' : 'rows'} changed — ${rows.join('; ')}`;
}

/** One line of the confirm dialog. */
export interface ChangeLine {
  key: string;
  row: string;
  column: string;
  from: string;
  to: string;
  /** The row's last save failed. */
  failed: boolean;
}

/** Every change, row by row, as the user reads it (lookup labels instead of ids). */
export function changeList(edits: PendingEdits, columns: readonly Column[], lookups: LookupOptions): ChangeLine[] {
  return edits.flatMap((edit) =>
    Object.entries(edit.changes).map(([field, change]) => {
      const column = columns.find((candidate) => candidate.field === field) ?? { field, header: field };
      return {
        key: edit.key,
        row: rowLabel(edit, columns, lookups),
        column: column.header,
        from: cellText(column, edit.original, false, lookups),
        to: valueText(column, change.to, lookups),
        failed: edit.failed,
      };
    }),
  );
}

/** What a save came to, by row key. */
export interface SaveResult {
  saved: readonly string[];
  failed: readonly string[];
  /** The server's reason per failed row. */
  reasons?: Readonly<Record<string, string>>;
  /** Failed rows someone else changed meanwhile (409). */
  conflicts?: readonly string[];
}

/**
 * After a save: saved rows leave the list; failed rows stay, marked, with everything typed, the
 * reason the server gave and whether someone else changed the row meanwhile.
 */
export function afterSave(edits: PendingEdits, { saved, failed, reasons = {}, conflicts = [] }: SaveResult): PendingEdits {
  return edits
    .filter((edit) => !saved.includes(edit.key))
    .map((edit) => (failed.includes(edit.key) ? withFailure(edit, reasons[edit.key], conflicts.includes(edit.key)) : edit));
}

function withFailure(edit: RowEdit, reason: string | undefined, conflict: boolean): RowEdit {
  const { error: _error, conflict: _conflict, ...rest } = edit;
  return { ...rest, failed: true, ...(reason && { error: reason }), ...(conflict && { conflict: true }) };
}

/**
 * 'Reload changed rows': the rows someone else changed, as now stored (`fresh`), become the
 * rows the pending edits apply to. What the user typed is kept (a change now equal to the stored
 * value drops out); the version sent next is the fresh one, so the next save is not refused.
 */
export function rebaseConflicts(edits: PendingEdits, fresh: readonly Row[], keyOf: (row: Row) => string): PendingEdits {
  const byKey = new Map(fresh.map((row) => [keyOf(row), row]));
  return edits.flatMap((edit) => {
    const row = edit.conflict ? byKey.get(edit.key) : undefined;
    if (!row) return [edit];
    const changes: Record<string, FieldChange> = {};
    for (const [field, change] of Object.entries(edit.changes)) if (!sameValue(row[field], change.to)) changes[field] = { from: row[field], to: change.to };
    return Object.keys(changes).length === 0 ? [] : [{ key: edit.key, original: row, changes, failed: false }];
  });
}

/** The rows whose last save failed, named as the user reads them, with the reason when known. */
export function failureNotes(edits: PendingEdits, columns: readonly Column[], lookups: LookupOptions): { key: string; row: string; reason: string | undefined; conflict: boolean }[] {
  return edits
    .filter((edit) => edit.failed)
    .map((edit) => ({ key: edit.key, row: rowLabel(edit, columns, lookups), reason: edit.error, conflict: edit.conflict ?? false }));
}

/** Drops the edits of one row (e.g. after it was deleted). */
export function dropRow(edits: PendingEdits, key: string): PendingEdits {
  return edits.some((edit) => edit.key === key) ? edits.filter((edit) => edit.key !== key) : edits;
}
