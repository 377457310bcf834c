import { describe, expect, it } from 'vitest';
import { MAX_ORDER_IDS, orderIdsProblem, readOrderIds } from '../../server/api/admin/orders/orderIdList';

describe('order ids as staff type them (001 §2)', () => {
  it('reads #11111,#22222, 11111,22222 and one per line, mixed, each once, in order', () => {
    expect(readOrderIds('#11111,#22222').names).toEqual(['#11111', '#22222']);
    expect(readOrderIds('11111,22222').names).toEqual(['#11111', '#22222']);
    expect(readOrderIds('11111\n#22222\r\n33333, #11111\n\n').names).toEqual(['#11111', '#22222', '#33333']);
    expect(readOrderIds(' # 1001 ,01002').names).toEqual(['#1001', '#1002']);
  });

  it('names what is not an id, and says why a list is refused', () => {
    const list = readOrderIds('#1001, abc, #, 12x');
    expect(list).toEqual({ names: ['#1001'], refused: ['abc', '#', '12x'] });
    expect(orderIdsProblem(list)).toMatch(/^'abc', '#', '12x' are not order ids/);
    expect(orderIdsProblem(readOrderIds(' , \n'))).toMatch(/is required/);
    expect(orderIdsProblem(readOrderIds('#0'))).toMatch(/'#0' is not an order id/);
    expect(orderIdsProblem(readOrderIds('1234567890'))).toMatch(/not an order id/);
    const many = Array.from({ length: MAX_ORDER_IDS + 1 }, (_, index) => String(index + 1)).join(',');
    expect(orderIdsProblem(readOrderIds(many))).toMatch(/at most 500/);
    expect(orderIdsProblem(readOrderIds('#1001'))).toBeUndefined();
  });
});
