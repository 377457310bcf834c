import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nearFix, oneOfFix, PROBLEM_CODES, problemCodes } from '../../runtime/tooling/problemCodes';
import { CODES_DOC, withCodesTable } from '../../scripts/screens/problemCodesDoc';

const root = fileURLToPath(new URL('../..', import.meta.url));
const corpus = join(root, 'tests/fixtures/broken-screens');

/** Codes no broken fixture can reach, and why (each is covered by a unit test instead). */
const UNREACHABLE_BY_FIXTURE: Record<string, string> = {
  // The meta-schema lists the registered components, so an unknown one is refused there first
  // (schema.not-allowed-value); tests/unit/customComponents.test.ts checks the rule with its own registry.
  // A fault of a component's contract (src/custom/), not of a definition: customComponents.test.ts checks the rule.
  'custom.payload.unknown-entity': 'the contract, not the definition, names an entity or payload schemas/entities/ lacks',
  'custom.prop-records.no-source': 'the contract, not the definition, names an entity or payload schemas/entities/ lacks (customPropRecords.test.ts)',
  'custom.prop-values.no-source': 'the contract, not the definition, names a property without values',
  'custom.unknown-component': 'the meta-schema refuses an unregistered component first',
};

describe('the fixes a rule computes', () => {
  it('list the names allowed there, or none when nothing is', () => {
    expect(oneOfFix(['warehouses', 'zones'])).toBe('use one of: warehouses, zones');
    expect(oneOfFix(new Set<string>())).toBeUndefined();
  });

  it('name the closest of many names when a slip of a letter or two makes it', () => {
    const entities = ['region', 'town', 'zone', 'postal-code'];
    expect(nearFix('regoin', entities)).toBe('did you mean "region"?');
    expect(nearFix('Town', entities)).toBe('did you mean "town"?');
    expect(nearFix('postal_code', entities)).toBe('did you mean "postal-code"?');
    expect(nearFix('customer', entities)).toBeUndefined();
    // Too short a name says too little to guess from: 'zo' is not taken for 'zone'.
    expect(nearFix('zo', entities)).toBeUndefined();
  });
});

describe('screens:check problem codes', () => {
  it('are the pinned ones, each with its pinned meaning (a released code never changes meaning)', async () => {
    const pinned = JSON.parse(await readFile(join(root, 'tests/fixtures/problem-codes.json'), 'utf8')) as Record<string, string>;
    const catalogue = Object.fromEntries(problemCodes().map((code) => [code, PROBLEM_CODES[code].meaning]));
    expect(catalogue).toEqual(pinned);
  });

  it('are namespaced lower-case words (`grid.column.editable-not-sent`)', () => {
    for (const code of problemCodes()) expect(code).toMatch(/^[a-z]+(\.[a-z]+(-[a-z]+)*)+$/);
  });

  it('are listed in the doc, with their meaning and fix, as the catalogue says', async () => {
    const doc = await readFile(join(root, CODES_DOC), 'utf8');
    expect(doc, `${CODES_DOC} is out of date: npx tsx scripts/screens-codes-doc.ts`).toBe(withCodesTable(doc));
    for (const code of problemCodes()) expect(doc).toContain(`| \`${code}\` |`);
  });

  it('are each reached by some broken fixture (its expected.codes.txt), but for those that cannot be', async () => {
    const cases = (await readdir(corpus, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const reached = new Set<string>();
    for (const name of cases) {
      for (const code of (await readFile(join(corpus, name, 'expected.codes.txt'), 'utf8')).trim().split('\n')) reached.add(code);
    }
    expect([...reached].filter((code) => !Object.hasOwn(PROBLEM_CODES, code))).toEqual([]);
    expect(problemCodes().filter((code) => !reached.has(code))).toEqual(Object.keys(UNREACHABLE_BY_FIXTURE));
  });
});
