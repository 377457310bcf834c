import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import type { Block, FormBlock, PageField, PageScreen, ScreenDefinition } from '../../runtime/generated/screen';
import { signIn } from './support/signIn';
import { expect, test } from './support/test';

/**
 * The layout of every page form, driven by the definitions (screens/**\/*.screen.json, read at
 * test time) at 1280×800: each label above or left of its control and clear of it, the controls
 * of a form on one left edge and one width, hints under their control, no box drawn for a form
 * whose fields are all hidden, nothing wider than the window. Forms (or fields) shown only after a
 * choice are measured after making it: the choices are read from the definitions' conditions (a
 * select that must be filled, a grid row whose text must contain a placeholder).
 */

test.use({ viewport: { width: 1280, height: 800 } });

const SCREENS_DIR = fileURLToPath(new URL('../../screens/', import.meta.url));
const ENTITIES_DIR = fileURLToPath(new URL('../../schemas/entities/', import.meta.url));

const definitions: ScreenDefinition[] = readdirSync(SCREENS_DIR, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.screen.json'))
  .sort()
  .map((file) => JSON.parse(readFileSync(`${SCREENS_DIR}${file}`, 'utf8')) as ScreenDefinition);

/** Every block of a page, those inside tabs included. */
function allBlocks(blocks: readonly Block[]): Block[] {
  return blocks.flatMap((block) => (block.block === 'tabs' ? [block, ...allBlocks(block.tabs.flatMap((tab) => tab.blocks))] : [block]));
}

const formBlocksOf = (screen: PageScreen): FormBlock[] => allBlocks(screen.blocks).filter((block): block is FormBlock => block.block === 'form');

const pageScreens = definitions.filter((screen): screen is PageScreen => screen.kind === 'page' && screen.menu !== undefined && formBlocksOf(screen).length > 0);

/** One test of a condition, as the definitions write it (`all` / `any` nest them). */
interface ConditionLeaf {
  field: string;
  filled?: boolean;
  contains?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function leavesOf(condition: unknown): ConditionLeaf[] {
  if (!isRecord(condition)) return [];
  const nested = Array.isArray(condition.all) ? condition.all : Array.isArray(condition.any) ? condition.any : undefined;
  if (nested) return nested.flatMap(leavesOf);
  if (typeof condition.field !== 'string') return [];
  return [
    {
      field: condition.field,
      ...(condition.filled === true && { filled: true }),
      ...(typeof condition.contains === 'string' && { contains: condition.contains }),
    },
  ];
}

/**
 * A choice a person makes before a block or field shows: a select of a form, or a row of a grid;
 * `reveals` are the labels of the form fields it shows.
 */
type Choice = ({ kind: 'select'; label: string } | { kind: 'row'; contains: string }) & { reveals: string[] };

/** A field's visible label: its `label`, else its entity property's `title`, else its name (as the runtime derives it). */
function labelOf(form: FormBlock, field: PageField): string {
  if (field.label !== undefined) return field.label;
  const entity = JSON.parse(readFileSync(`${ENTITIES_DIR}${form.entity}.schema.json`, 'utf8')) as unknown;
  const source = isRecord(entity) && form.payload !== undefined && isRecord(entity.$defs) ? entity.$defs[form.payload] : entity;
  const property = isRecord(source) && isRecord(source.properties) ? source.properties[field.name] : undefined;
  return isRecord(property) && typeof property.title === 'string' ? property.title : field.name;
}

/**
 * The choices the screen's conditions wait for, in page order: `<form>.<field>` filled (choose its
 * first option) and `<grid>.selectedRow.<column>` containing a text (tick a row holding it).
 */
function choicesOf(screen: PageScreen): Choice[] {
  const blocks = allBlocks(screen.blocks);
  const conditions = blocks.flatMap((block) => [block.when, ...(block.block === 'form' ? block.fields.map((field) => field.showWhen) : [])]);
  const choices: Choice[] = [];
  const revealedBy = (leaf: ConditionLeaf) =>
    blocks.flatMap((block) =>
      block.block === 'form' ? block.fields.filter((field) => leavesOf(field.showWhen).some((shown) => JSON.stringify(shown) === JSON.stringify(leaf))).map((field) => labelOf(block, field)) : [],
    );
  for (const leaf of conditions.flatMap(leavesOf)) {
    const [blockId, second, ...rest] = leaf.field.split('.');
    const block = blocks.find((candidate) => candidate.id === blockId);
    let choice: Choice | undefined;
    if (block?.block === 'form' && leaf.filled) {
      const field = block.fields.find((candidate) => candidate.name === second);
      const widget = field?.ui?.widget;
      if (field && (widget === 'select' || widget === 'lookupSelect')) choice = { kind: 'select', label: labelOf(block, field), reveals: revealedBy(leaf) };
    }
    if (block?.block === 'grid' && second === 'selectedRow' && rest.length > 0 && leaf.contains !== undefined) choice = { kind: 'row', contains: leaf.contains, reveals: revealedBy(leaf) };
    if (choice && !choices.some((known) => JSON.stringify(known) === JSON.stringify(choice))) choices.push(choice);
  }
  return choices;
}

async function makeChoice(page: Page, choice: Choice): Promise<void> {
  if (choice.kind === 'select') {
    const select = page.locator('main .page-form').getByLabel(choice.label, { exact: true });
    await expect.poll(() => select.locator('option').count(), `options of ${choice.label}`).toBeGreaterThan(1);
    await select.selectOption({ index: 1 });
  } else {
    const row = page.getByRole('row').filter({ hasText: choice.contains }).first();
    await row.getByRole('checkbox').check();
  }
  for (const label of choice.reveals) await expect(page.locator('main .page-form').getByLabel(label, { exact: true })).toBeVisible();
}

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator, what: string): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${what} is drawn`).not.toBeNull();
  return box as Box;
}

/** Half a pixel either way: boxes come from sub-pixel layout. */
const TOLERANCE = 0.5;

/** Checks one page form; returns how many fields it measured. */
async function checkForm(form: Locator, where: string): Promise<number> {
  const root = form.locator('fieldset.form-fields--root');
  const fields = root.locator(':scope > .form-field:visible');
  const count = await fields.count();
  if (count === 0) {
    // All its fields hidden (shown after a choice): no empty box where they would be.
    const box = await root.boundingBox();
    expect(box === null || box.height === 0, `${where}: a form with no visible field draws no box`).toBe(true);
    return 0;
  }
  const fieldBoxes: Box[] = [];
  const controls: { name: string; box: Box }[] = [];
  for (let index = 0; index < count; index += 1) {
    const field = fields.nth(index);
    fieldBoxes.push(await boxOf(field, `${where}: field ${index + 1}`));
    const label = field.locator(':scope > label.form-field__label');
    if ((await label.count()) === 0) continue; // A checkbox labels itself.
    const name = (await label.textContent()) ?? '';
    const controlId = await label.getAttribute('for');
    expect(controlId, `${where}: label '${name}' names its control`).toBeTruthy();
    const control = field.locator(`[id="${controlId}"]`);
    const labelBox = await boxOf(label, `${where}: label '${name}'`);
    const controlBox = await boxOf(control, `${where}: control of '${name}'`);
    const above = labelBox.y + labelBox.height <= controlBox.y + TOLERANCE;
    const left = labelBox.x + labelBox.width <= controlBox.x + TOLERANCE;
    expect(above || left, `${where}: label '${name}' sits above or left of its control, not over it`).toBe(true);
    // Text boxes and selects have one width; a control inside a widget of its own (dates, choices) is left out.
    const plain = await control.evaluate((element) => element.matches('.form-control') && element.parentElement?.classList.contains('form-field') === true);
    if (plain) controls.push({ name, box: controlBox });
    const hint = field.locator(':scope > .help-block');
    if ((await hint.count()) > 0 && (await hint.isVisible())) {
      const hintBox = await boxOf(hint, `${where}: hint of '${name}'`);
      expect(hintBox.y, `${where}: the hint of '${name}' sits under its control`).toBeGreaterThanOrEqual(controlBox.y + controlBox.height - TOLERANCE);
      expect(Math.abs(hintBox.x - controlBox.x), `${where}: the hint of '${name}' starts where its control does`).toBeLessThanOrEqual(TOLERANCE);
      const fontSizes = await hint.evaluate((element) => [getComputedStyle(element).fontSize, getComputedStyle(element.closest('.form-field')?.querySelector('label') ?? element).fontSize]);
      expect(parseFloat(fontSizes[0] ?? '0'), `${where}: the hint of '${name}' is smaller than its label`).toBeLessThan(parseFloat(fontSizes[1] ?? '0'));
    }
  }
  for (const box of fieldBoxes) expect(Math.abs(box.x - (fieldBoxes[0]?.x ?? 0)), `${where}: fields share a left edge`).toBeLessThanOrEqual(TOLERANCE);
  const first = controls[0];
  for (const { name, box } of controls) {
    expect(Math.abs(box.x - (first?.box.x ?? 0)), `${where}: '${name}' starts where '${first?.name}' does`).toBeLessThanOrEqual(TOLERANCE);
    expect(Math.abs(box.width - (first?.box.width ?? 0)), `${where}: '${name}' is as wide as '${first?.name}'`).toBeLessThanOrEqual(TOLERANCE);
  }
  return count;
}

/** Checks every page form on the screen as it is now; returns how many fields were measured. */
async function checkForms(page: Page, where: string): Promise<number> {
  const forms = page.locator('main .page-form');
  let measured = 0;
  for (let index = 0; index < (await forms.count()); index += 1) measured += await checkForm(forms.nth(index), `${where}, form ${index + 1}`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where}: nothing is wider than the window`).toBeLessThanOrEqual(0);
  return measured;
}

test('every page form is laid out: labels beside their controls, one edge and width, hints under, no empty box', async ({ page }) => {
  test.setTimeout(30_000 + pageScreens.length * 15_000);
  expect(pageScreens.length, 'page screens with forms').toBeGreaterThan(0);
  // A form left filled asks before the next screen opens: this test only measures, so it leaves.
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(page);
  for (const screen of pageScreens) {
    await test.step(screen.title, async () => {
      await page.goto(screen.route);
      await expect(page.getByRole('heading', { level: 1, name: screen.title, exact: true })).toBeVisible();
      await expect(page.locator('main .page-loading')).toHaveCount(0);
      await expect(page.locator('main .page-form').first()).toBeVisible();
      let measured = await checkForms(page, `${screen.title} at start`);
      for (const choice of choicesOf(screen)) {
        await makeChoice(page, choice);
        await expect(page.locator('main .page-loading')).toHaveCount(0);
        measured += await checkForms(page, `${screen.title} after choosing ${choice.kind === 'select' ? choice.label : `a row with ${choice.contains}`}`);
      }
      expect(measured, `${screen.title}: fields measured`).toBeGreaterThan(0);
    });
  }
});
