import { describe, expect, it } from 'vitest';
import { renderTemplate, renderPath } from '../../runtime/templates/template';
import { stripHash } from '../../src/domain/orderName';
import { templateFilters } from '../../src/domain/textRules';

describe('the stripHash filter (001 §5: a leading # is stripped from the order name)', () => {
  it('takes the leading # off a typed order name', () => {
    expect(stripHash('#1001')).toBe('1001');
    expect(stripHash('#A12')).toBe('A12');
  });

  it('trims the name first, so a # after spaces is still the leading one', () => {
    expect(stripHash(' #A12 ')).toBe('A12');
    expect(stripHash('\t#1001\n')).toBe('1001');
    expect(stripHash('  1001  ')).toBe('1001');
  });

  it('keeps a name without a leading # as it is', () => {
    expect(stripHash('1001')).toBe('1001');
    expect(stripHash('A#12')).toBe('A#12');
    expect(stripHash('')).toBe('');
  });

  it('strips one # only', () => {
    expect(stripHash('##5')).toBe('#5');
    expect(stripHash('#')).toBe('');
  });

  it('keeps anything that is not text unchanged', () => {
    expect(stripHash(1001)).toBe(1001);
    expect(stripHash(undefined)).toBeUndefined();
    expect(stripHash(null)).toBeNull();
    const list = ['#1001'];
    expect(stripHash(list)).toBe(list);
  });

  it('is a registered filter: the order query path reads the name without its #', () => {
    expect(templateFilters.stripHash).toBe(stripHash);
    expect(renderPath('/pull-automation/order/{orderName|stripHash}', { orderName: ' #1001 ' })).toBe('/pull-automation/order/1001');
    expect(renderTemplate('{orderName|stripHash}', { orderName: '#1001' })).toBe('1001');
  });
});
