import { describe, expect, it } from 'vitest';
import { callEndpoint, type CallResult } from '../../runtime/api/callEndpoint';
import { isSuccessAnswer } from '../../runtime/api/successStatus';
import type { Endpoint } from '../../runtime/generated/screen';
import { succeedsWhenProblems } from '../../runtime/tooling/endpointAnswerRules';
import { diffScreens } from '../../scripts/screens/diff/diffScreens';
import { renderMarkdown } from '../../scripts/screens/diff/render';
import { rulesConfigPage } from './support/rulesConfigPage';

const services = { admin: 'https://admin.test', shop: 'https://shop.test', storefrontGraphql: 'https://g.test', labels: 'https://l.test', dev: 'https://dev.test' };

/** A cart mutation: Shopify's Storefront API answers a refused cart with 200 and `userErrors`. */
const cartCreate: Endpoint = {
  method: 'POST',
  path: '/',
  service: 'storefrontGraphql',
  graphql: { query: 'mutation ($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } userErrors { message } } }' },
  succeedsWhen: { field: 'data.cartCreate.cart.checkoutUrl', filled: true },
  errorText: 'data.cartCreate.userErrors.0.message',
};
const created = { data: { cartCreate: { cart: { checkoutUrl: 'https://shop.example/cart/c/1' }, userErrors: [] } } };
const refused = { data: { cartCreate: { cart: null, userErrors: [{ message: 'The merchandise line is not available.' }] } } };

function answered(endpoint: Endpoint, status: number, answer: unknown): Promise<CallResult> {
  const fetchImpl = () => Promise.resolve(new Response(JSON.stringify(answer), { status }));
  return callEndpoint(endpoint, { services, token: 't', language: 'en-CA', context: {}, fetchImpl });
}

describe('isSuccessAnswer: a success status, and succeedsWhen over the body', () => {
  it('holds only when both do', () => {
    expect(isSuccessAnswer(cartCreate, 200, created)).toBe(true);
    expect(isSuccessAnswer(cartCreate, 200, refused)).toBe(false);
    expect(isSuccessAnswer(cartCreate, 500, created)).toBe(false);
  });

  it('is the status alone without a condition', () => {
    expect(isSuccessAnswer({}, 200, refused)).toBe(true);
    expect(isSuccessAnswer({ successStatus: 201 }, 200, created)).toBe(false);
  });
});

describe('callEndpoint judges every answer by the condition', () => {
  it('a 200 the condition refuses is a failure whose sentence is at errorText', async () => {
    expect(await answered(cartCreate, 200, refused)).toEqual({ ok: false, status: 200, data: refused, errorText: 'The merchandise line is not available.' });
    expect(await answered(cartCreate, 200, created)).toMatchObject({ ok: true, status: 200, data: created });
  });
});

describe("the checker reads succeedsWhen's paths as the answer's", () => {
  it('holds no path to the page state, and refuses only a pattern that is no regular expression', () => {
    expect(succeedsWhenProblems({ cartCreate, plain: { method: 'GET', path: '/x' } })).toEqual([]);
    const broken: Endpoint = { ...cartCreate, succeedsWhen: { all: [{ field: 'data.cartCreate.cart.checkoutUrl', matches: '^https://(' }] } };
    expect(succeedsWhenProblems({ cartCreate: broken })).toEqual([
      ['/endpoints/cartCreate/succeedsWhen', expect.stringContaining('"matches" of "data.cartCreate.cart.checkoutUrl" is no regular expression'), 'condition.bad-pattern'],
    ]);
  });
});

describe('screens:diff says how an answer is judged', () => {
  const FILE = 'screens/reports/rules-config.screen.json';
  const none = new Map<string, unknown>();
  const page = (succeedsWhen: unknown) => {
    const definition = rulesConfigPage([{ name: 'ruleName', label: 'Rule Name' }]);
    definition.endpoints = { submit: { method: 'POST', path: '/order-pull/rules', ...(succeedsWhen === undefined ? {} : { succeedsWhen }) } };
    return definition;
  };
  const markdown = (before: unknown, after: unknown) => renderMarkdown(diffScreens(new Map([[FILE, before]]), new Map([[FILE, after]]), none, none), { base: 'main', head: 'working tree' });

  it('when the condition is added', () => {
    expect(markdown(page(undefined), page({ field: 'ruleName', filled: true }))).toContain('an answer is a success only when added (`ruleName` is filled)');
  });
});
