import { describe, expect, it } from 'vitest';
import { addAddons, addonOffers, addonsValue, chosenAddons, inventoryOf, overStock, quantityOf, removeAddons, withQuantity } from '../../runtime/kinds/form/addonChoices';
import { movedActive, toggledSelection } from '../../runtime/kinds/form/listboxKeys';

const node = (title: string, id: string, quantityAvailable: number, availableForSale = true) => ({
  id: `gid://shopify/Product/${id}`,
  title,
  availableForSale,
  variants: [{ id: `v${id}`, sku: `S${id}`, title: 'Default Title', price: { amount: '7.5', currencyCode: 'CAD' }, quantityAvailable, availableForSale }],
});

describe('addonOffers', () => {
  it('reads product nodes from their first variant, keeping only those for sale with stock, each id once', () => {
    const offers = addonOffers([node('Chocolates', '1', 2), node('Vase', '2', 0), node('Card', '3', 5, false), node('Chocolates', '1', 2)]);
    expect(offers).toEqual([{ value: 'Chocolates', id: 'v1', price: 7.5, quantity: 1, quantityAvailable: 2, sku: 'S1' }]);
  });

  it('reads rows of the add-on shape and a connection\'s nodes; anything else offers nothing', () => {
    expect(addonOffers({ nodes: [{ value: 'Bear', id: 'b', quantityAvailable: 1, availableForSale: true }] })).toEqual([{ value: 'Bear', id: 'b', quantity: 1, quantityAvailable: 1 }]);
    expect(addonOffers([{ value: 'Bear', id: 'b', quantityAvailable: 1 }])).toEqual([]);
    expect(addonOffers(undefined)).toEqual([]);
    expect(addonOffers('Bear')).toEqual([]);
  });
});

describe('the chosen list', () => {
  const offers = addonOffers([node('Chocolates', '1', 2), node('Bear', '2', 4)]);

  it('adds offers once, at the end, and takes them out of the inventory', () => {
    const chosen = addAddons([], offers, ['v2']);
    expect(chosen.map((item) => item.value)).toEqual(['Bear']);
    expect(addAddons(chosen, offers, ['v2', 'v1']).map((item) => item.value)).toEqual(['Bear', 'Chocolates']);
    expect(inventoryOf(offers, chosen).map((item) => item.value)).toEqual(['Chocolates']);
  });

  it('removes, changes a quantity, and is no value when empty', () => {
    const chosen = withQuantity(addAddons([], offers, ['v1', 'v2']), 'v1', 3);
    expect(chosen[0]?.quantity).toBe(3);
    expect(overStock(chosen)?.value).toBe('Chocolates');
    expect(overStock(withQuantity(chosen, 'v1', 2))).toBeUndefined();
    expect(removeAddons(chosen, ['v1']).map((item) => item.value)).toEqual(['Bear']);
    expect(addonsValue([])).toBeUndefined();
  });

  it('reads a value of add-ons (an older cart\'s title for value), skipping what is no add-on', () => {
    expect(chosenAddons([{ title: 'Bear', id: 'b', quantity: 2, quantityAvailable: 4, price: '3' }, { id: 'x' }, 'y'])).toEqual([{ value: 'Bear', id: 'b', price: 3, quantity: 2, quantityAvailable: 4 }]);
    expect(chosenAddons(undefined)).toEqual([]);
  });

  it('holds no stock limit for an add-on an order already has and no inventory priced (the service keeps that limit)', () => {
    const ordered = [{ value: 'Chocolate Truffles', id: 'v30', quantity: 2 }];
    expect(chosenAddons(ordered)).toEqual([{ value: 'Chocolate Truffles', id: 'v30', quantity: 2 }]);
    expect(overStock(ordered)).toBeUndefined();
    expect(overStock([{ ...ordered[0], quantityAvailable: 1 }])?.value).toBe('Chocolate Truffles');
  });

  it('takes a whole quantity from 1 up only', () => {
    expect(['2', ' 10 ', '', '0', '1.5', '-1', 'x'].map(quantityOf)).toEqual([2, 10, undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('listbox keys', () => {
  it('moves the active option within the list and toggles a selection', () => {
    expect(['ArrowDown', 'ArrowUp', 'Home', 'End', 'a'].map((key) => movedActive(key, 1, 3))).toEqual([2, 0, 0, 2, undefined]);
    expect(movedActive('ArrowDown', 2, 3)).toBe(2);
    expect(movedActive('ArrowUp', 0, 3)).toBe(0);
    expect(movedActive('ArrowDown', 0, 0)).toBeUndefined();
    expect(toggledSelection(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggledSelection(['a', 'b'], 'a')).toEqual(['b']);
  });
});
