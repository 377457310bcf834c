import { describe, expect, it } from 'vitest';
import type { AnyCustomContract } from '../../runtime/custom/customContract';
import type { PageScreen } from '../../runtime/generated/screen';
import { checkPageScreen } from '../../runtime/kinds/page/tools/pageRules';
import { consoleCheckContext } from '../../scripts/screens/consoleCheckContext';
import { diffScreens } from '../../scripts/screens/diff/diffScreens';
import { renderMarkdown } from '../../scripts/screens/diff/render';
import { rulesConfigPage } from './support/rulesConfigPage';

/** Cart cards publishing the cart being edited as a row of the checkout cart (the Checkout's Edit). */
const cartCards: AnyCustomContract = {
  description: 'Cart cards',
  endpoints: {},
  messages: {},
  props: { type: 'object', additionalProperties: false },
  publishes: { editing: { description: 'the cart being edited', entity: 'checkout-record' }, count: { description: 'how many carts', type: 'integer' } },
};

/** A page whose cart form is filled from `path` by `fields` (its custom block's component is this test's, which the generated names do not know). */
function page(path: string, fields: Record<string, string>): PageScreen {
  const definition: unknown = {
    $schema: '../../schemas/screen.schema.json',
    route: '/secure/test/fill-from',
    title: 'Carts',
    kind: 'page',
    endpoints: {},
    blocks: [
      { id: 'carts', block: 'custom', component: 'cartCards', endpoints: {}, messages: {} },
      { id: 'cart', block: 'form', entity: 'order', fields: [{ name: 'firstName', label: 'First Name' }, { name: 'vase', label: 'Vase' }], fillFrom: { path, fields } },
    ],
  };
  return definition as PageScreen;
}

async function problems(screen: PageScreen): Promise<string[]> {
  const context = await consoleCheckContext(process.cwd());
  const found: string[] = [];
  checkPageScreen(screen, { ...context, app: { ...context.app, customContracts: { ...context.app.customContracts, cartCards } } }, (pointer, message, code) => found.push(`${pointer}: ${message} [${code}]`));
  return found;
}

describe("the checker reads fillFrom's templates over the value at its path", () => {
  it("holds them to the entity a custom block's published value names", async () => {
    expect(await problems(page('carts.editing', { firstName: '{userEmail}', vase: '{shortURL}' }))).toEqual([]);
    expect(await problems(page('carts.editing', { firstName: '{firstName}' }))).toEqual([
      '/blocks/1/fillFrom/fields/firstName: placeholder {firstName}: the value at "carts.editing" (checkout-record) has no field "firstName" [template.placeholder.unknown]',
    ]);
  });

  it('accepts any placeholder over a value no entity types, and refuses a path no block publishes', async () => {
    expect(await problems(page('cart.answer', { firstName: '{whatever.it.holds}' }))).toEqual([]);
    expect(await problems(page('carts.edited', { firstName: '{firstName}' }))).toEqual([
      '/blocks/1/fillFrom/path: fillFrom reads "carts.edited": custom block "carts" publishes only "editing", "count" [state.unresolved]',
    ]);
  });
});

describe('screens:diff says what fills a form block', () => {
  const FILE = 'screens/reports/rules-config.screen.json';
  const none = new Map<string, unknown>();
  const withFill = (fillFrom: unknown) => rulesConfigPage([{ name: 'ruleName', label: 'Rule Name' }], fillFrom === undefined ? {} : { fillFrom });
  const markdown = (before: unknown, after: unknown) => renderMarkdown(diffScreens(new Map([[FILE, before]]), new Map([[FILE, after]]), none, none), { base: 'main', head: 'working tree' });

  it('when added', () => {
    expect(markdown(withFill(undefined), withFill({ path: 'rules.selectedRow', fields: { ruleName: '{ruleName}', version: { value: '{version}', otherwise: null } } }))).toContain(
      'filled from (nothing) → `rules.selectedRow` (each new object): `ruleName` ← `{ruleName}`, `version` ← `{version}`, else null',
    );
  });
});
