import { describe, expect, it } from 'vitest';
import { parseProductSearch } from '../../server/api/storefront/searchQuery';

const terms = (text: string) => {
  const parsed = parseProductSearch(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.terms;
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

  it('reads quoted phrases and drops a trailing title wildcard', () => {
    expect(terms('title:"Sunny Days" AND tag:\'Style:Bright\'')).toEqual([
      { field: 'title', value: 'Sunny Days' },
      { field: 'tag', value: 'Style:Bright' },
    ]);
    expect(terms('title:Sun*')).toEqual([{ field: 'title', value: 'Sun' }]);
  });

  it('refuses what the subset does not do, naming it', () => {
    expect(refusal('title:a OR title:b')).toContain("'OR'");
    expect(refusal('NOT tag:x')).toContain("'NOT'");
    expect(refusal('-tag:x')).toContain('only terms joined by AND');
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
