import { describe, expect, it } from 'vitest';
import { capitalizeWords, hoursMinutes, join, noSpaces, time12h, underscores, upper, wholeDollars, not } from '../../src/domain/textRules';
import { valueRules } from '../../src/domain/valueRules';

describe('text rules used as template filters', () => {
  it('capitalises each word and folds spaces (region names)', () => {
    expect(capitalizeWords('  québec   city ')).toBe('Québec City');
    expect(capitalizeWords('really rural MB')).toBe('Really Rural MB');
    expect(capitalizeWords(undefined)).toBe('');
  });

  it('takes every space out (the Word and Gift Box exporters\' file names, 002 §5)', () => {
    expect(noSpaces(' Gift  box\tlabels ')).toBe('Giftboxlabels');
    expect(noSpaces(undefined)).toBe('');
  });

  it('makes a fresh processId at each use (newId, 002 §7)', () => {
    const first = valueRules.newId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(valueRules.newId()).not.toBe(first);
  });

  it('turns spaces into underscores (display names and tags)', () => {
    expect(underscores('Québec City')).toBe('Québec_City');
    expect(underscores('Kitchener  Waterloo')).toBe('Kitchener_Waterloo');
  });

  it('upper-cases (short codes from the warehouse SKU)', () => {
    expect(upper('mt')).toBe('MT');
  });

  it('drops the decimals of a rate, keeping the dollar sign', () => {
    expect(wholeDollars('$10.00')).toBe('$10');
    expect(wholeDollars('$49.99')).toBe('$49');
    expect(wholeDollars(12.5)).toBe('$12');
    expect(wholeDollars('n/a')).toBe('n/a');
  });

  it('writes times the 12-hour way of the period labels', () => {
    expect(time12h('08:00')).toBe('8am');
    expect(time12h('20:30')).toBe('8:30pm');
    expect(time12h('12:00')).toBe('12pm');
    expect(time12h('00:15')).toBe('12:15am');
    expect(time12h('11:59:00')).toBe('11:59am');
    expect(time12h('')).toBe('');
  });

  it('keeps hours and minutes of a time', () => {
    expect(hoursMinutes('15:55:00')).toBe('15:55');
    expect(hoursMinutes('07:05')).toBe('07:05');
  });

  it('joins lists for reading', () => {
    expect(join(['R2C 1A1', 'R2C 1A2'])).toBe('R2C 1A1, R2C 1A2');
    expect(join([])).toBe('none');
    expect(join('single')).toBe('single');
  });
});

describe('not', () => {
  it('turns a chosen flag into its opposite', () => {
    expect(not(true)).toBe(false);
    expect(not(false)).toBe(true);
    expect(not('true')).toBe(false);
  });
  it('gives nothing for nothing chosen', () => {
    expect(not(undefined)).toBeUndefined();
    expect(not('')).toBeUndefined();
  });
});
