import { describe, expect, it } from 'vitest';
import type { CustomBlock } from '../../runtime/generated/screen';
import type { AnyCustomContract } from '../../runtime/custom/customContract';
import { entityFieldSets, type EntityFields } from '../../runtime/tooling/entityFields';
import { propRecordProblems } from '../../runtime/kinds/page/blocks/custom/tools/propRecordRules';

/** A storefront payload declaring two line attribute names, and a cart record with two fields. */
const entities: EntityFields = new Map([
  [
    'shop-cart',
    entityFieldSets({
      properties: { firstName: { type: 'string' }, city: { type: 'string' } },
      $defs: { lineAttributes: { properties: { 'First Name': { type: 'string' }, _region: { type: 'string' } } } },
    }),
  ],
]);

/** Any registered name: the registry here is the test's own. */
const contract: AnyCustomContract = {
  description: 'cards',
  endpoints: {},
  messages: {},
  props: {},
  publishes: {},
  propRecords: { attributes: { keys: { entity: 'shop-cart', payload: 'lineAttributes' }, fields: { entity: 'shop-cart', also: ['sku'] } } },
};

const block = (attributes: Record<string, string>): CustomBlock => ({ id: 'carts', block: 'custom', component: 'countBadge', endpoints: {}, messages: {}, props: { attributes } });

describe('a custom block prop mapping a payload\'s names to templates over a record (propRecords)', () => {
  it('accepts names the payload declares with templates over the record\'s fields and the values the contract adds', () => {
    expect(propRecordProblems(block({ 'First Name': '{firstName}', _region: '{city} ({sku})' }), '/blocks/0', { countBadge: contract }, entities)).toEqual([]);
  });

  it('refuses a name the payload does not declare, at its pointer, offering the declared ones', () => {
    const problems = propRecordProblems(block({ 'Frist Name': '{firstName}' }), '/blocks/0', { countBadge: contract }, entities);
    expect(problems.map(([pointer, , code]) => [pointer, code])).toEqual([['/blocks/0/props/attributes/Frist Name', 'custom.prop-records.unknown-key']]);
    expect(problems[0]?.[1]).toBe('"Frist Name" is not declared by shop-cart\'s "lineAttributes" (props of component "countBadge")');
  });

  it('refuses a placeholder naming no field of the record', () => {
    const problems = propRecordProblems(block({ _region: '{regoin}' }), '/blocks/0', { countBadge: contract }, entities);
    expect(problems.map(([, message, code]) => [message, code])).toEqual([['placeholder {regoin} names no field of shop-cart (props of component "countBadge")', 'custom.prop-records.unknown-field']]);
  });

  it('says so once when the contract names a payload that does not exist', () => {
    const broken: AnyCustomContract = { ...contract, propRecords: { attributes: { keys: { entity: 'shop-cart', payload: 'lines' }, fields: { entity: 'shop-cart' } } } };
    const problems = propRecordProblems(block({ 'First Name': '{firstName}' }), '/blocks/0', { countBadge: broken }, entities);
    expect(problems.map(([, message, code]) => [message, code])).toEqual([['component "countBadge": its contract reads props "attributes" by entity "shop-cart" has no payload "lines"', 'custom.prop-records.no-source']]);
  });
});
