import type { GridScreen } from '../../generated/screen';
import type { CatalogueEntry } from '../kindCatalogue';

type Texts = CatalogueEntry['messages'];
type GridTextParts = Pick<GridScreen, 'delete' | 'forms' | 'rowActions' | 'toolbar' | 'columns'> &
  Partial<Pick<GridScreen, 'batchUpdate' | 'selection' | 'expand' | 'paging'>> & { messages: Readonly<Record<string, string | undefined>> };

/**
 * Every text a grid shows that its definition holds (a grid screen's, or a grid block's under
 * `blocks.<id>.`): messages, the delete and update confirms, form titles and messages, row action
 * labels and their confirm and outcome texts, badge labels, a secret's button texts, export file names, per-page choice
 * labels, and each sub-table's title and texts (under `expand.<id>.`).
 */
export function gridTexts(grid: GridTextParts, at = ''): Texts {
  const texts: Texts = Object.entries(grid.messages).flatMap(([key, text]) => (text === undefined ? [] : [{ key: `${at}messages.${key}`, text }]));
  if (grid.delete) texts.push({ key: `${at}delete.confirm`, text: grid.delete.confirm });
  const confirm = grid.batchUpdate?.confirm;
  if (confirm) {
    texts.push({ key: `${at}batchUpdate.confirm.title`, text: confirm.title });
    if (confirm.details?.heading) texts.push({ key: `${at}batchUpdate.confirm.details.heading`, text: confirm.details.heading });
    if (confirm.checkbox) texts.push({ key: `${at}batchUpdate.confirm.checkbox.label`, text: confirm.checkbox.label });
  }
  for (const [name, form] of Object.entries(grid.forms ?? {})) {
    if (!form) continue;
    texts.push({ key: `${at}forms.${name}.title`, text: form.title });
    for (const field of form.fields) {
      for (const [keyword, text] of Object.entries(field.messages ?? {})) {
        if (text !== undefined) texts.push({ key: `${at}forms.${name}.messages.${field.name}.${keyword}`, text });
      }
    }
  }
  (grid.rowActions ?? []).forEach((action, i) => {
    if (!('endpoint' in action)) return;
    for (const key of ['confirm', 'confirmLabel', 'success', 'failure'] as const) {
      const text = action[key];
      if (text !== undefined) texts.push({ key: `${at}rowActions.${i}.${key}`, text });
    }
    action.choices?.forEach((choice, k) => texts.push({ key: `${at}rowActions.${i}.choices.${k}.label`, text: choice.label }));
    if (action.read) texts.push({ key: `${at}rowActions.${i}.read.failure`, text: action.read.failure });
    action.cases?.forEach((variant, k) => {
      for (const key of ['confirm', 'confirmLabel', 'success', 'failure'] as const) {
        const text = variant[key];
        if (text !== undefined) texts.push({ key: `${at}rowActions.${i}.cases.${k}.${key}`, text });
      }
    });
  });
  for (const column of grid.columns) {
    if (column.empty !== undefined) texts.push({ key: `${at}columns.${column.field}.empty`, text: column.empty });
    if (typeof column.format === 'object' && 'secret' in column.format) {
      for (const key of ['show', 'hide', 'name', 'hidden'] as const) texts.push({ key: `${at}columns.${column.field}.format.secret.${key}`, text: column.format.secret[key] });
    }
    if (typeof column.format !== 'object' || !('badge' in column.format)) continue;
    for (const [value, badge] of Object.entries(column.format.badge)) if (badge) texts.push({ key: `${at}columns.${column.field}.format.badge.${value}`, text: badge.label });
  }
  for (const button of grid.toolbar ?? []) {
    if (typeof button.action === 'object' && 'export' in button.action) texts.push({ key: `${at}toolbar.${button.label}.export.fileName`, text: button.action.export.fileName });
  }
  for (const [choice, text] of Object.entries(grid.paging?.labels ?? {})) if (text !== undefined) texts.push({ key: `${at}paging.labels.${choice}`, text });
  for (const table of grid.expand?.tables ?? []) {
    texts.push({ key: `${at}expand.${table.id}.title`, text: table.title }, ...gridTexts(table, `${at}expand.${table.id}.`));
  }
  return texts;
}
