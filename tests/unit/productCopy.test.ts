import { describe, expect, it } from 'vitest';
import { copiedSkus, copiedTags, copiedTitle, freeHandle, shopHandle, templateIdOf, templateTypesFor } from '../../server/api/admin/products/productCopy';

const REGIONS = ['BC', 'AB', 'CG', 'SK', 'MB', 'TR', 'MT', 'HX', 'OT', 'KL', 'HM'];

describe('product creation copy rules', () => {
  it('reads a template id from digits or a global id', () => {
    expect(templateIdOf('12')).toBe(12);
    expect(templateIdOf(' gid://shopify/Product/7 ')).toBe(7);
    expect(templateIdOf('0')).toBeUndefined();
    expect(templateIdOf('gid://shopify/ProductVariant/7')).toBeUndefined();
    expect(templateIdOf('12a')).toBeUndefined();
  });

  it("reads Shopify's 13-digit ids and the product's address (001 §5: the id is in the product URL)", () => {
    expect(templateIdOf('8012345678901')).toBe(8012345678901);
    expect(templateIdOf('gid://shopify/Product/8012345678901')).toBe(8012345678901);
    expect(templateIdOf('https://admin.shopify.com/store/acme/products/8012345678901?variant=4')).toBe(8012345678901);
    expect(templateIdOf('https://acme.myshopify.com/admin/products/12/')).toBe(12);
    expect(templateIdOf('https://acme.com/products/winter-whites')).toBeUndefined();
    expect(templateIdOf('1'.repeat(20))).toBeUndefined();
  });

  it("makes a handle the shop's way", () => {
    expect(shopHandle('winter-whites')).toBe('winter-whites');
    expect(shopHandle(' Winter_Whites  2 ')).toBe('winter-whites-2');
    expect(shopHandle('Crème Brûlée!')).toBe('creme-brulee');
    expect(shopHandle('__ --')).toBe('');
  });

  it('fits each creation type to the shop types of its template', () => {
    expect(templateTypesFor('Flowers (Luxe)')).toEqual(['Flowers']);
    expect(templateTypesFor('Gift-set (Multi Week)')).toEqual(['Bundle', 'Curated_Bundle']);
    expect(templateTypesFor('Subscription')).toEqual(['Flowers', 'Bundle', 'Curated_Bundle']);
    expect(templateTypesFor('Vase (Ongoing)')).toEqual(['Vase']);
    expect(templateTypesFor('Gift-adds')).toEqual(['Gift-adds']);
  });

  it("keeps the template's own tags, drops its regions and weeks, adds extra tags, regions and the week once each", () => {
    expect(copiedTags(['bouquet', 'MB', 'SK', '4826', 'not-4926', 'Style:Bright'], REGIONS, ['Bouquet', ' Spring ', ''], ['TR', 'MB'], '0127')).toEqual([
      'bouquet',
      'Style:Bright',
      'Spring',
      'TR',
      'MB',
      '0127',
    ]);
  });

  it('numbers a taken handle as the shop does', () => {
    const taken = new Set(['roses-0127', 'roses-0127-1']);
    expect(freeHandle('roses-0127', (handle) => taken.has(handle))).toBe('roses-0127-2');
    expect(freeHandle('tulips-0127', (handle) => taken.has(handle))).toBe('tulips-0127');
  });

  it('builds SKUs from the handle, the size codes and the week', () => {
    expect(copiedSkus('spring', ['SUNNY-DAYS-S', 'SUNNY-DAYS-DX', 'SUNNY-DAYS-GRD'], '0127', true)).toEqual(['SPRING-S-0127', 'SPRING-DX-0127', 'SPRING-GRD-0127']);
    expect(copiedSkus('spring', ['SUNNY-DAYS-S', 'SUNNY-DAYS-DX'], '0127', false)).toEqual(['SPRING-S', 'SPRING-DX']);
    expect(copiedSkus('vase', ['CONTEMPORARY-MODERN'], '0127', true)).toEqual(['VASE-0127']);
    expect(copiedSkus('x', ['A-1', 'B-1'], '0127', false)).toEqual(['X-1', 'X-2']);
  });

  it('titles a copy with its week, within 255 characters', () => {
    expect(copiedTitle('Sunny Days', '0127')).toBe('Sunny Days (0127)');
    expect(copiedTitle('t'.repeat(255), '0127')).toHaveLength(255);
  });
});
