import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkScreens, readScreenFiles, type ScreenProblem } from '../../scripts/screens/checkScreens';
import { consoleCheckContext } from '../../scripts/screens/consoleCheckContext';

const root = fileURLToPath(new URL('../..', import.meta.url));
const EDITORS = ['screens/orders/order-adjustments.screen.json', 'screens/orders/replacement-order.screen.json'];

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The problems screens:check finds in the project's definitions once `change` has edited one of them (its written form, shared uses and all). */
async function problemsAfter(file: string, change: (definition: Json) => void): Promise<ScreenProblem[]> {
  const { files } = await readScreenFiles(root, 'screens');
  const edited = files.map((one) => {
    if (one.file !== file) return one;
    const data = structuredClone(one.data) as Json;
    change(data);
    return { ...one, data };
  });
  return checkScreens(edited, await consoleCheckContext(root));
}

function editorForm(definition: Json): Json {
  const blocks = Array.isArray(definition.blocks) ? (definition.blocks as unknown[]).filter(isObject) : [];
  const form = blocks.find((block) => block.id === 'order');
  if (!form) throw new Error('no editor form block "order"');
  return form;
}

describe('the order editors (001 §2) are held by screens:check', () => {
  it('finds nothing in either as written', async () => {
    const problems = await problemsAfter(EDITORS[0] ?? '', () => undefined);
    expect(problems.filter((problem) => EDITORS.includes(problem.file))).toEqual([]);
  });

  it.each(EDITORS)('refuses a misspelt field in %s', async (file) => {
    const problems = await problemsAfter(file, (definition) => {
      const form = editorForm(definition);
      (form.fields as unknown[]).push({ name: 'firstNme', label: 'First Name' });
    });
    expect(problems.filter((problem) => problem.file === file).map((problem) => problem.message).join('\n')).toMatch(/firstNme/);
  });

  it.each(EDITORS)('refuses a misspelt payload key in %s', async (file) => {
    const problems = await problemsAfter(file, (definition) => {
      const submit = editorForm(definition).submit as Json;
      (submit.body as Json).sendConfirmationEmai = 'x';
    });
    const mine = problems.filter((problem) => problem.file === file);
    expect(mine.map((problem) => problem.code)).toContain('endpoint.payload.unknown-key');
    expect(mine.map((problem) => problem.message).join('\n')).toMatch(/sendConfirmationEmai/);
  });
});
