import { topLevelFormsOf } from './tools/validatorForms.ts';
import { checkGridScreen } from './tools/gridRules.ts';
import { askGrid, buildGrid } from './tools/scaffold.ts';
import type { KindTools } from '../toolParts.ts';
import { gridTargets } from './gridTargets.ts';

/** The grid kind's tools' parts: its rules (gridRules.ts), the routes its toolbar and row actions open, its forms and sub-tables' forms, its scaffold. */
export const gridTools: KindTools<'grid'> = {
  check: (screen, context, report) => checkGridScreen(screen, context, report),
  navigationTargets: (screen) => gridTargets(screen, ''),
  validatorForms: (file, route, data, entities) => topLevelFormsOf(file, route, data, entities),
  // Its areas are the common ones (columns, toolbar, forms…): they read nothing on other kinds.
  diff: { areas: [], known: [], ownsForms: false },
  scaffold: {
    flags: {
      entity: { takes: 'value', usage: { argument: 'name', says: 'schemas/entities/<name>.schema.json' } },
      'row-key': { takes: 'value', usage: { argument: 'field', says: 'field identifying a row (default: guessed)' } },
      list: { takes: 'value', usage: { argument: '"GET /path"', says: 'the call loading the rows' } },
      paged: { takes: 'switch', usage: { says: 'the list answers one page { result, meta: [{ totalrows }] } (server paging)' } },
      create: { takes: 'value', usage: { argument: '"POST /path"', says: 'adds Add New and its form' } },
      update: { takes: 'value', usage: { argument: '"PUT /path/{id}"', says: 'editable text columns and Update All Changes' } },
      delete: { takes: 'value', usage: { argument: '"DELETE /path/{id}"', says: 'a Delete link in each row' } },
      selection: { takes: 'value', usage: { argument: 'single|multi', says: 'checkbox row selection (not asked)' } },
      export: { takes: 'switch', usage: { says: 'an Export CSV button writing the rows shown (not asked)' } },
      'form-route': { takes: 'value', usage: { argument: '/secure/…', says: "the rows' form screen: 'New …' opens it empty, 'Update' with the row (not asked)" } },
    },
    ask: (questions) => askGrid(questions),
    build: (request, entity) => {
      if (!entity) throw new Error('a grid needs its entity');
      return buildGrid(request, entity);
    },
    nextSteps: (screen) => {
      const items: string[] = [];
      const editable = screen.columns.filter((column) => column.editor !== undefined).map((column) => column.field);
      items.push(
        `Column headers (${screen.columns.map((column) => column.header).join(', ')}): use the spec's words; ` +
          `decide which columns are editable (editor text, boolean, options or a lookup) — now ${editable.length > 0 ? `editable: ${editable.join(', ')}` : 'all read-only'}; ` +
          'drop columns the screen should not show, add widths.',
      );
      if (screen.forms?.add) {
        items.push(
          'Form "add": field labels (schema titles), widgets (lookupSelect for ids, select, date, time) and the message of each field and rule (forms.add.messages).',
        );
      }
      items.push(
        `Message texts from the spec: ${Object.keys(screen.messages).map((key) => `messages.${key}`).join(', ')}` +
          `${screen.delete ? ', and the delete question (delete.confirm)' : ''}.`,
      );
      return items;
    },
    summary: (screen) => {
      const parts = [
        `grid of ${screen.entity}`,
        `${screen.columns.length} columns`,
        `row key ${screen.rowKey}`,
        `${screen.paging.mode} paging`,
        `toolbar: ${(screen.toolbar ?? []).map((button) => button.label).join(', ')}`,
      ];
      if (screen.delete) parts.push('Delete link');
      return parts.join('; ');
    },
  },
};
