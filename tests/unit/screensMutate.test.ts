import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { matching } from '../support/matchers';
import { consoleCheckContext, consoleCheckContextWithRoutes } from '../../scripts/screens/consoleCheckContext.ts';
import type { ScreenFile } from '../../scripts/screens/checkScreens.ts';
import { misspell } from '../../scripts/screens/mutate/misspell.ts';
import { mutantKey, type Mutant } from '../../scripts/screens/mutate/mutant.ts';
import { operators } from '../../scripts/screens/mutate/operators/index.ts';
import { runMutation } from '../../scripts/screens/mutate/run.ts';
import { selectMutants } from '../../scripts/screens/mutate/select.ts';
import { walk } from '../../scripts/screens/mutate/walk.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A small page: a form of one field with a message, a condition, an endpoint, a placeholder, a shared name, a required flag. */
const page = {
  $schema: 'x',
  route: '/secure/mutate-a',
  title: 'A',
  kind: 'page',
  endpoints: { reset: { method: 'POST', path: '/customer/password/reset' } },
  blocks: [
    {
      id: 'reset',
      block: 'form',
      entity: 'password-reset',
      payload: 'request',
      fields: [{ name: 'email', label: 'Email', required: false, ui: { widget: 'text' }, messages: { pattern: 'Please enter a valid e-mail address' } }],
      submit: { label: 'Submit', endpoint: 'reset', enabledWhen: { field: 'reset.email', filled: true }, success: 'Sent to {email}', failure: 'Not sent to {email}' },
    },
  ],
};

/** Every leaf (and key) of a value, as `pointer=json`: two values differ where their leaves do. */
function leaves(value: unknown): Set<string> {
  return new Set([...walk(value)].filter((site) => typeof site.value !== 'object' || site.value === null).map((site) => `${site.pointer}=${JSON.stringify(site.value)}`));
}

/** What one mutant changes: the leaves gone and the leaves come. */
function changeOf(mutant: Mutant): { gone: string[]; come: string[] } {
  const copy = structuredClone(page);
  mutant.apply(copy);
  const [before, after] = [leaves(page), leaves(copy)];
  return { gone: [...before].filter((leaf) => !after.has(leaf)), come: [...after].filter((leaf) => !before.has(leaf)) };
}

describe('screens:mutate operators', () => {
  it('misspells by one letter dropped or changed, never to the same word', () => {
    for (const word of ['email', 'regionTag', 'loadFailed', 'ab']) {
      const slip = misspell(word, '/x') as string;
      expect(slip).not.toBe(word);
      expect(Math.abs(slip.length - word.length)).toBeLessThanOrEqual(1);
      expect([...slip].filter((char, index) => char !== word[index]).length).toBeGreaterThan(0);
    }
    expect(misspell('1234', '/x')).toBeUndefined();
  });

  it('each mutant changes one value (or one key) and nothing else', () => {
    for (const [name, operator] of Object.entries(operators)) {
      for (const mutant of operator('a.screen.json', page)) {
        const { gone, come } = changeOf(mutant);
        // A renamed key moves the leaves below it; a removed flag leaves none; an added one comes alone.
        expect(gone.length + come.length, `${name} ${mutant.change}`).toBeGreaterThan(0);
        expect(gone.every((leaf) => leaf.startsWith(mutant.pointer.replace(/\/[^/]*$/, ''))), `${name} ${mutant.change}`).toBe(true);
        expect(gone.length, `${name} ${mutant.change}`).toBeLessThanOrEqual(1);
        expect(come.length, `${name} ${mutant.change}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('finds the intended sites', () => {
    const changes = (name: keyof typeof operators) => operators[name]('a.screen.json', page).map((mutant) => `${mutant.pointer} ${mutant.change}`);
    expect(changes('fieldName')).toEqual([expect.stringMatching(/^\/blocks\/0\/fields\/0\/name misspelt "email" → "\w+"$/)]);
    expect(changes('endpoint')).toEqual([
      expect.stringMatching(/^\/endpoints\/reset\/path path /),
      '/endpoints/reset/method method "POST" → "PUT"',
      expect.stringMatching(/^\/blocks\/0\/submit\/endpoint endpoint name "reset" → /),
    ]);
    expect(changes('condition')).toEqual([expect.stringMatching(/^\/blocks\/0\/submit\/enabledWhen\/field field "reset.email" → "reset\.\w+"$/), '/blocks/0/submit/enabledWhen/filled filled true → false']);
    expect(changes('required')).toEqual(['/blocks/0/fields/0/required required false → true', '/blocks/0/fields/0/required required false removed']);
    // A `sameAs` is a state path too: misspelt in its last step, as `field` is.
    const compared = operators.condition('a.screen.json', { when: { field: 'edit.startTime', sameAs: 'calendar.editing.startTime' } }).map((mutant) => `${mutant.pointer} ${mutant.change}`);
    expect(compared).toEqual([expect.stringMatching(/^\/when\/field field "edit.startTime" → "edit\.\w+"$/), expect.stringMatching(/^\/when\/sameAs sameAs "calendar.editing.startTime" → "calendar\.editing\.\w+"$/)]);
    expect(changes('messageKey')).toEqual([expect.stringMatching(/^\/blocks\/0\/fields\/0\/messages\/pattern message key "pattern" → /)]);
    expect(changes('placeholder')).toHaveLength(2);
    expect(changes('route')).toEqual([expect.stringMatching(/^\/route own route /)]);
  });
});

describe('screens:mutate selection and classification', () => {
  it('chooses the same mutants for the same seed, spread over the operators', () => {
    const all = Object.values(operators).flatMap((operator) => operator('a.screen.json', page));
    const [first, again] = [selectMutants(all, 7, 6), selectMutants(all, 7, 6)];
    expect(first.map(mutantKey)).toEqual(again.map(mutantKey));
    expect(new Set(first.map((mutant) => mutant.operator)).size).toBe(6);
    expect(selectMutants(all, 7, 1000)).toHaveLength(all.length);
  });

  it('tells a refused mutant from a survivor', async () => {
    const files: ScreenFile[] = [{ file: 'a.screen.json', data: page }];
    const context = await consoleCheckContext(root);
    const { results } = await runMutation(files, context, { seed: 1, limit: 1000 });
    const outcome = (pointer: string, change: RegExp) => results.find((one) => one.mutant.pointer === pointer && change.test(one.mutant.change));
    // The endpoint the submit names, misspelt: no such endpoint.
    expect(outcome('/blocks/0/submit/endpoint', /endpoint name/)).toMatchObject({ outcome: 'refused', detail: matching(/^a\.screen\.json:\/blocks\/0\/submit\/endpoint: unknown endpoint/) });
    // Whether the field must be filled: the author's choice, no rule can know it.
    expect(outcome('/blocks/0/fields/0/required', /false → true/)).toMatchObject({ outcome: 'survivor', detail: matching(/^whether a field must be filled is the author's choice/) });
    // The path misspelt: without the services' routes in the context, nothing holds it.
    expect(outcome('/endpoints/reset/path', /path/)).toMatchObject({ outcome: 'survivor' });
    expect(isDeepStrictEqual(files[0]?.data, page)).toBe(true);
  });

  it('with the services\' routes, a misspelt path is refused', async () => {
    const files: ScreenFile[] = [{ file: 'a.screen.json', data: page }];
    const { results } = await runMutation(files, await consoleCheckContextWithRoutes(root), { seed: 1, limit: 1000 });
    expect(results.find((one) => one.mutant.pointer === '/endpoints/reset/path')).toMatchObject({ outcome: 'refused', detail: matching(/^a\.screen\.json:\/endpoints\/reset\/path: no route of service "admin" answers /) });
  });
});
