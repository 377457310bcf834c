import { describe, expect, it } from 'vitest';
import { adjustedTags, readTags } from '../../server/api/admin/orders/tagList';

describe('order tags (001 §2 Mass Adjust Tags)', () => {
  it('reads comma-separated tags trimmed, without blanks or repeats (case aside)', () => {
    expect(readTags(' VIP , gift,,vip, Gift ,x')).toEqual(['VIP', 'gift', 'x']);
    expect(readTags('')).toEqual([]);
  });

  it('removes, then adds what is not there yet', () => {
    expect(adjustedTags(['Winnipeg', 'pulled', 'VIP'], ['PULLED'], ['vip', 'sent'])).toEqual(['Winnipeg', 'VIP', 'sent']);
    expect(adjustedTags(['a'], ['a'], ['A'])).toEqual(['A']);
    expect(adjustedTags([], [], [])).toEqual([]);
  });
});
