import { describe, expect, it } from 'vitest';
import { parseProductSearch } from '../../server/api/storefront/searchQuery';

const terms = (text: string) => {
  const parsed = parseProductSearch(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.conditions;
};
const refusal = (text: string) => {
  const parsed = parseProductSearch(text);
  if (parsed.ok) throw new Error(`'${text}' was taken`);
  return parsed.message;
};

describe('parseProductSearch', () => {
  it('takes no filter from blank text', () => {
    expect(terms('')).toEqual([]);
    expect(terms('   ')).toEqual([]);
  });

  it('reads title:, product_type: and tag: terms joined by spaces or AND', () => {
    expect(terms('title:Sunny')).toEqual([{ field: 'title', value: 'Sunny' }]);
    expect(terms('product_type:Card AND tag:card-ongoing tag:not-4826')).toEqual([
      { field: 'product_type', value: 'Card' },
      { field: 'tag', value: 'card-ongoing' },
      { field: 'tag', value: 'not-4826' },
    ]);
  });

  it('reads available_for_sale: true or false (any case) and tag_not:, as Shopify documents them', () => {
    expect(terms('tag:active AND available_for_sale:TRUE tag_not:Signature')).toEqual([
      { field: 'tag', value: 'active' },
      { field: 'available_for_sale', value: 'true' },
      { field: 'tag_not', value: 'Signature' },
    ]);
    expect(terms('available_for_sale:"false"')).toEqual([{ field: 'available_for_sale', value: 'false' }]);
    expect(refusal('available_for_sale:yes')).toBe("Search query: available_for_sale: must be true or false, not 'yes'.");
  });

  it('reads quoted phrases and drops a trailing title wildcard', () => {
    expect(terms('title:"Sunny Days" AND tag:\'Style:Bright\'')).toEqual([
      { field: 'title', value: 'Sunny Days' },
      { field: 'tag', value: 'Style:Bright' },
    ]);
    expect(terms('title:Sun*')).toEqual([{ field: 'title', value: 'Sun' }]);
  });

  it('reads a parenthesised group of terms joined by OR, ANDed with the other terms', () => {
    expect(terms('title:"rose" AND (product_type:"Flowers" OR product_type:"Bundle" OR product_type:"Curated_Bundle")')).toEqual([
      { field: 'title', value: 'rose' },
      {
        anyOf: [
          { field: 'product_type', value: 'Flowers' },
          { field: 'product_type', value: 'Bundle' },
          { field: 'product_type', value: 'Curated_Bundle' },
        ],
      },
    ]);
    // Spaces inside the parentheses, an implied AND and a second group.
    expect(terms('( tag:MB OR tag:SK ) (title:Sun* OR title:Rose) tag:bouquet')).toEqual([
      { anyOf: [{ field: 'tag', value: 'MB' }, { field: 'tag', value: 'SK' }] },
      { anyOf: [{ field: 'title', value: 'Sun' }, { field: 'title', value: 'Rose' }] },
      { field: 'tag', value: 'bouquet' },
    ]);
  });

  it('reads a whole query of terms joined by OR, and groups that hold one term or terms joined by AND', () => {
    expect(terms('title:a OR title:b')).toEqual([{ anyOf: [{ field: 'title', value: 'a' }, { field: 'title', value: 'b' }] }]);
    expect(terms('title:a OR (tag:x OR tag:y)')).toEqual([{ anyOf: [{ field: 'title', value: 'a' }, { field: 'tag', value: 'x' }, { field: 'tag', value: 'y' }] }]);
    expect(terms('(product_type:Vase)')).toEqual([{ field: 'product_type', value: 'Vase' }]);
    expect(terms('(tag:a AND tag:b) tag:c')).toEqual([
      { field: 'tag', value: 'a' },
      { field: 'tag', value: 'b' },
      { field: 'tag', value: 'c' },
    ]);
    // A word that begins with OR is no connective.
    expect(refusal('ORANGE')).toContain("'ORANGE' is not supported");
  });

  it('refuses OR it cannot read without guessing, and broken parentheses', () => {
    expect(refusal('title:a OR title:b AND tag:c')).toBe("Search query: AND and OR are mixed without parentheses in 'title:a OR title:b AND tag:c'; put the terms joined by OR in parentheses.");
    expect(refusal('(tag:a OR tag:b AND tag:c)')).toContain('AND and OR are mixed without parentheses');
    expect(refusal('(tag:a AND tag:b) OR tag:c')).toContain('OR between groups of terms joined by AND is not supported');
    expect(refusal('(tag:a OR (tag:b OR tag:c))')).toContain('a group within a group is not supported');
    expect(refusal('(tag:a OR tag:b')).toContain("a '(' is not closed");
    expect(refusal('tag:a OR tag:b)')).toContain("a ')' has no '(' before it");
    expect(refusal('tag:a ()')).toContain("'()' holds no term");
    expect(refusal('(OR tag:a)')).toContain('OR must stand between two terms');
    expect(refusal('tag:a OR')).toContain('OR must stand between two terms');
    expect(refusal('tag:a OR OR tag:b')).toContain('OR must stand between two terms');
  });

  it('refuses what the subset does not do, naming it', () => {
    expect(refusal('NOT tag:x')).toBe("Search query: only terms joined by AND or OR are supported, not 'NOT'.");
    expect(refusal('(tag:a OR NOT tag:b)')).toContain("'NOT'");
    expect(refusal('-tag:x')).toContain('only terms joined by AND or OR');
    expect(refusal('roses')).toContain("'roses' is not supported");
    expect(refusal('vendor:Acme')).toContain("'vendor:Acme' is not supported");
    expect(refusal('created_at:>2020')).toContain('not supported');
    expect(refusal('title:>b')).toContain('comparisons are not supported');
  });

  it('refuses a dangling AND, an empty value and an open quote', () => {
    expect(refusal('AND title:a')).toContain('AND must stand between two terms');
    expect(refusal('title:a AND')).toContain('AND must stand between two terms');
    expect(refusal('title:a AND AND tag:b')).toContain('AND must stand between two terms');
    expect(refusal('title:')).toContain('needs a value');
    expect(refusal('title:*')).toContain('needs a value');
    expect(refusal('title:"Sunny')).toContain('not closed');
  });
});
