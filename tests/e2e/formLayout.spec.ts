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
 * select that must be filled, a grid row whose text must contain a placeholder). The page's modal
 * forms are opened by the buttons its blocks declare (toolbar, row action, card) and measured the
 * same way, in their one or two columns. One sign-in, one visit per screen.
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

/** The form blocks with fields to lay out (a form of no field is only its button: Upgrade Automation's Update). */
const formBlocksOf = (screen: PageScreen): FormBlock[] =>
  allBlocks(screen.blocks).filter((block): block is FormBlock => block.block === 'form' && block.fields.length > 0);

/** Page screens of the menu with a form: a form block with fields, or a modal form (`forms`). */
const pageScreens = definitions.filter(
  (screen): screen is PageScreen => screen.kind === 'page' && screen.menu !== undefined && (formBlocksOf(screen).length > 0 || Object.keys(screen.forms ?? {}).length > 0),
);

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
    // The first option that fills the field: a choice list may offer an empty one ('None') before it.
    const count = await select.locator('option').count();
    const revealed = choice.reveals[0] === undefined ? undefined : page.locator('main .page-form').getByLabel(choice.reveals[0], { exact: true });
    for (let index = 1; index < count; index += 1) {
      await select.selectOption({ index });
      if (!revealed || (await revealed.count()) > 0) break;
    }
  } else {
    const row = page.getByRole('row').filter({ hasText: choice.contains }).first();
    await row.getByRole('checkbox').check();
  }
  for (const label of choice.reveals) await expect(page.locator('main .page-form').getByLabel(label, { exact: true })).toBeVisible();
}

type Box = { x: number; y: number; width: number; height: number };

/** What one visible field of a form measures: its left edge, and its label, control and hint when it has a label. */
interface FieldLook {
  left: number;
  /** Absent for a checkbox, which labels itself. */
  label?: {
    name: string;
    controlId: string | null;
    labelBox: Box | null;
    controlBox: Box | null;
    /** A text box or select directly in its field (one width); a control in a widget of its own is not. */
    plain: boolean;
    hint?: { box: Box | null; size: number; labelSize: number };
  };
}

/** A form as drawn: the root fieldset's box, and each visible field's measures. */
interface FormLook {
  rootBox: Box | null;
  fields: FieldLook[];
}

/**
 * Measures a form in the page, in one round trip (a locator call per field and measure made this
 * sweep one of the browser suite's longest). A box is null when the element has none (not drawn),
 * and a field counts as visible as Playwright's `:visible` does: a non-empty box, not `visibility: hidden`.
 */
function lookOf(form: Locator): Promise<FormLook> {
  return form.evaluate((element): FormLook => {
    const boxOf = (node: Element | null): Box | null => {
      if (!node || node.getClientRects().length === 0) return null;
      const { x, y, width, height } = node.getBoundingClientRect();
      return { x, y, width, height };
    };
    const visible = (node: Element): boolean => {
      const rect = node.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(node).visibility !== 'hidden';
    };
    const root = element.querySelector('fieldset.form-fields--root');
    const fields = root ? [...root.querySelectorAll(':scope > .form-field')].filter(visible) : [];
    return {
      rootBox: boxOf(root),
      fields: fields.map((field): FieldLook => {
        const left = field.getBoundingClientRect().x;
        const label = field.querySelector(':scope > label.form-field__label');
        if (!label) return { left };
        const controlId = label.getAttribute('for');
        const control = controlId ? field.querySelector(`[id="${CSS.escape(controlId)}"]`) : null;
        const hint = field.querySelector(':scope > .help-block');
        return {
          left,
          label: {
            name: label.textContent ?? '',
            controlId,
            labelBox: boxOf(label),
            controlBox: boxOf(control),
            plain: control?.matches('.form-control') === true && control.parentElement?.classList.contains('form-field') === true,
            ...(hint && visible(hint) && { hint: { box: boxOf(hint), size: parseFloat(getComputedStyle(hint).fontSize), labelSize: parseFloat(getComputedStyle(label).fontSize) } }),
          },
        };
      }),
    };
  });
}

function drawn(box: Box | null, what: string): Box {
  expect(box, `${what} is drawn`).not.toBeNull();
  return box as Box;
}

/** Half a pixel either way: boxes come from sub-pixel layout. */
const TOLERANCE = 0.5;

/** The distinct values, those within the tolerance of each other counted once. */
const distinct = (values: readonly number[]): number[] => values.reduce<number[]>((found, value) => (found.some((known) => Math.abs(known - value) <= TOLERANCE) ? found : [...found, value]), []);

/**
 * Checks one form; returns how many fields it measured. `columns`: a wide modal form lays its
 * fields in two (a field spanning both is one more width), every other form in one.
 */
async function checkForm(form: Locator, where: string, columns: 1 | 2 = 1): Promise<number> {
  const { rootBox, fields } = await lookOf(form);
  if (fields.length === 0) {
    // All its fields hidden (shown after a choice): no empty box where they would be.
    expect(rootBox === null || rootBox.height === 0, `${where}: a form with no visible field draws no box`).toBe(true);
    return 0;
  }
  const controls: { name: string; box: Box }[] = [];
  for (const { label } of fields) {
    if (!label) continue;
    const { name } = label;
    expect(label.controlId, `${where}: label '${name}' names its control`).toBeTruthy();
    const labelBox = drawn(label.labelBox, `${where}: label '${name}'`);
    const controlBox = drawn(label.controlBox, `${where}: control of '${name}'`);
    const above = labelBox.y + labelBox.height <= controlBox.y + TOLERANCE && Math.abs(labelBox.x - controlBox.x) <= TOLERANCE;
    const left = labelBox.x + labelBox.width <= controlBox.x + TOLERANCE && labelBox.y < controlBox.y + controlBox.height && controlBox.y < labelBox.y + labelBox.height;
    expect(above || left, `${where}: label '${name}' sits above (on its left edge) or left of its control, not over it`).toBe(true);
    if (label.plain) controls.push({ name, box: controlBox });
    if (label.hint) {
      const hintBox = drawn(label.hint.box, `${where}: hint of '${name}'`);
      expect(hintBox.y, `${where}: the hint of '${name}' sits under its control`).toBeGreaterThanOrEqual(controlBox.y + controlBox.height - TOLERANCE);
      expect(Math.abs(hintBox.x - controlBox.x), `${where}: the hint of '${name}' starts where its control does`).toBeLessThanOrEqual(TOLERANCE);
      expect(label.hint.size, `${where}: the hint of '${name}' is smaller than its label`).toBeLessThan(label.hint.labelSize);
    }
  }
  expect(distinct(fields.map((field) => field.left)).length, `${where}: fields start on ${columns} left edge(s)`).toBeLessThanOrEqual(columns);
  const names = controls.map((control) => control.name).join(', ');
  expect(distinct(controls.map((control) => control.box.x)).length, `${where}: controls (${names}) start on ${columns} left edge(s)`).toBeLessThanOrEqual(columns);
  expect(distinct(controls.map((control) => control.box.width)).length, `${where}: controls (${names}) have ${columns} width(s)`).toBeLessThanOrEqual(columns);
  return fields.length;
}

/** Nothing on the page is wider than the window. */
async function expectNoOverflow(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where}: nothing is wider than the window`).toBeLessThanOrEqual(0);
}

/** Checks every form block on the screen as it is now; returns how many fields were measured. */
async function checkForms(page: Page, where: string): Promise<number> {
  const forms = page.locator('main .page-form');
  let measured = 0;
  for (let index = 0; index < (await forms.count()); index += 1) measured += await checkForm(forms.nth(index), `${where}, form ${index + 1}`);
  await expectNoOverflow(page, where);
  return measured;
}

/** A button of the page opening one of its modal forms: a grid's toolbar button or row action, a cards block's create or edit. */
interface Opener {
  label: string;
  /** A row's own button (the first row's is pressed). */
  perRow: boolean;
}

/**
 * The buttons of a custom component that open the page's forms without a row, by component: the
 * definition names the text, the component alone knows the button (forms it opens for a row of its
 * own, such as an event's Edit for this day, are measured by its own spec).
 */
const CUSTOM_OPENERS: Readonly<Record<string, (messages: Readonly<Record<string, string | undefined>>) => Opener[]>> = {
  pullSchedules: (messages) => [{ label: messages.addSchedule ?? 'Add New Schedule', perRow: false }],
};

function openersOf(screen: PageScreen): Opener[] {
  return allBlocks(screen.blocks).flatMap((block): Opener[] => {
    if (block.block === 'custom') return CUSTOM_OPENERS[block.component]?.(block.messages) ?? [];
    if (block.block === 'cards') return [...(block.create ? [{ label: block.create.label, perRow: false }] : []), ...(block.edit ? [{ label: block.edit.label, perRow: true }] : [])];
    if (block.block !== 'grid') return [];
    const toolbar = (block.toolbar ?? []).flatMap((button) => (typeof button.action === 'object' && 'openForm' in button.action ? [{ label: button.label, perRow: false }] : []));
    const rows = (block.rowActions ?? []).flatMap((action) => ('openForm' in action ? [{ label: action.label, perRow: true }] : []));
    return [...toolbar, ...rows];
  });
}

/** Opens a modal form, checks it, closes it; returns how many fields were measured. */
async function checkModalForm(page: Page, screen: PageScreen, opener: Opener): Promise<number> {
  const where = `${screen.title}, the form of '${opener.label}'`;
  const buttons = page.getByRole('main').getByRole('button', { name: opener.label });
  await (opener.perRow ? buttons.first() : buttons).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('form .form-field').first(), `${where} opens`).toBeVisible();
  const columns = (await dialog.locator('.form-modal--columns-2').count()) > 0 ? 2 : 1;
  const measured = await checkForm(dialog.locator('form'), where, columns);
  await expectNoOverflow(page, where);
  await page.keyboard.press('Escape');
  await expect(dialog, `${where} closes`).toHaveCount(0);
  return measured;
}

test('every page form is laid out: labels beside their controls, one edge and width, hints under, no empty box', async ({ page }) => {
  test.setTimeout(30_000 + pageScreens.length * 20_000);
  expect(pageScreens.length, 'page screens with forms').toBeGreaterThan(0);
  // A form left filled asks before the next screen opens: this test only measures, so it leaves.
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(page);
  for (const screen of pageScreens) {
    await test.step(screen.title, async () => {
      await page.goto(screen.route);
      await expect(page.getByRole('heading', { level: 1, name: screen.title, exact: true })).toBeVisible();
      await expect(page.locator('main .page-loading')).toHaveCount(0);
      if (formBlocksOf(screen).length > 0) await expect(page.locator('main .page-form').first()).toBeVisible();
      else await expect(page.getByRole('main').getByRole('button', { name: openersOf(screen)[0]?.label ?? '' }).first()).toBeVisible();
      let measured = await checkForms(page, `${screen.title} at start`);
      for (const choice of choicesOf(screen)) {
        await makeChoice(page, choice);
        await expect(page.locator('main .page-loading')).toHaveCount(0);
        measured += await checkForms(page, `${screen.title} after choosing ${choice.kind === 'select' ? choice.label : `a row with ${choice.contains}`}`);
      }
      for (const opener of openersOf(screen)) measured += await checkModalForm(page, screen, opener);
      expect(measured, `${screen.title}: fields measured`).toBeGreaterThan(0);
    });
  }
});

/** Screens whose grid rows expand into sub-tables (a grid screen, or a page's grid block). */
const expandingScreens = definitions.filter(
  (screen) => (screen.kind === 'grid' && screen.expand !== undefined) || (screen.kind === 'page' && allBlocks(screen.blocks).some((block) => block.block === 'grid' && block.expand !== undefined)),
);

test('the expand toggle of a row with sub-tables is a disclosure control: a chevron that turns, spaced from the text, no box', async ({ page }) => {
  expect(expandingScreens.length, 'screens with sub-tables').toBeGreaterThan(0);
  await signIn(page);
  for (const screen of expandingScreens) {
    await test.step(screen.title, async () => {
      await page.goto(screen.route);
      const toggle = page.locator('main .grid-expand-toggle').first();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const look = () =>
        toggle.evaluate((button) => {
          const icon = button.querySelector('.grid-expand-icon');
          const text = [...button.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
          const range = document.createRange();
          if (text) range.selectNodeContents(text);
          const style = getComputedStyle(button);
          return {
            transform: icon ? getComputedStyle(icon).transform : '',
            gap: icon && text ? range.getBoundingClientRect().left - icon.getBoundingClientRect().right : -1,
            border: style.borderTopStyle === 'none' || style.borderTopWidth === '0px',
            background: style.backgroundColor,
          };
        });
      const closed = await look();
      expect(closed.border, 'the toggle draws no border').toBe(true);
      expect(['rgba(0, 0, 0, 0)', 'transparent'], 'the toggle draws no background').toContain(closed.background);
      expect(closed.gap, 'the chevron is spaced from the text').toBeGreaterThanOrEqual(6);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(async () => (await look()).transform, 'the chevron turns when the row opens').not.toBe(closed.transform);
    });
  }
});
