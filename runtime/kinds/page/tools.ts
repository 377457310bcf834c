import { pageFormSchemasOf } from './tools/validatorForms.ts';
import { diffBlocks } from './tools/diff/blocks.ts';
import { esc } from '../../tooling/jsonPointer.ts';
import { blockTargets } from './tools/blockTargets.ts';
import { checkPageScreen } from './tools/pageRules.ts';
import { askPage, buildPage } from './tools/scaffold.ts';
import type { KindTools } from '../toolParts.ts';

/** The page kind's tools' parts: its rules (pageRules.ts), the routes its blocks and modal forms open, its forms, its blocks' diff, its scaffold. */
export const pageTools: KindTools<'page'> = {
  check: (screen, context, report) => checkPageScreen(screen, context, report),
  navigationTargets: (page) => {
    const modal = Object.entries(page.forms ?? {}).flatMap(([name, form]) => (form?.submit.navigate ? [{ pointer: `/forms/${esc(name)}/submit/navigate/to`, route: form.submit.navigate.to }] : []));
    return [...blockTargets(page.blocks), ...modal];
  },
  validatorForms: (file, route, data, entities) => pageFormSchemasOf(file, route, data, entities),
  // Its blocks and modal forms (blocks.ts); a grid holding `blocks` is a newer language, reported as it is.
  diff: { areas: [(before, after) => diffBlocks(before, after)], known: ['blocks'], ownsForms: true },
  scaffold: {
    flags: {
      entity: { takes: 'value', usage: { argument: 'name', says: 'schemas/entities/<name>.schema.json' } },
      submit: { takes: 'value', usage: { argument: '"POST /path"', says: 'the call its form block submits to' } },
      'list-route': { takes: 'value', usage: { argument: '/secure/…', says: 'the list it is opened from: the form starts from the carried row and goes back after a success (not asked)' } },
      key: { takes: 'value', usage: { argument: 'field', when: 'with --list-route', says: 'the field identifying the row (carried in the address)' } },
    },
    ask: (questions) => askPage(questions),
    build: (request, entity) => {
      if (!entity) throw new Error('a page needs its entity');
      return buildPage(request, entity);
    },
    nextSteps: () => [
      'Form block "form": field labels, widgets (lookupSelect for an id, lookupMultiSelect for a list of ids, dates for several dates, as a list or comma-joined) ' +
        'and the message of each field and rule (blocks[0].fields[].messages); the submit label, ' +
        'and its success and failure texts from the spec (blocks[0].submit); add result or cards blocks as the screen needs (docs/blocks.md).',
    ],
    summary: (screen) => `page of ${screen.blocks.map((block) => `${block.block} block ${block.id}`).join(', ')}`,
  },
};
