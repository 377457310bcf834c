import { beforeAll, describe, expect, it } from 'vitest';
import { registerDomainRules } from '../../runtime/domain/domainRules';
import { badgeOf, formatValue, percentageText } from '../../runtime/kinds/grid/formats';
import { formatInstant, formatMoney } from '../../src/domain/cellFormats';
import { consoleDomainRules } from '../../src/domain/consoleRules';

beforeAll(() => registerDomainRules(consoleDomainRules));

describe('formatMoney (en-CA `$12`, fr-CA `12 $`)', () => {
  it('writes whole dollars without cents', () => {
    expect(formatMoney(12, 'en-CA')).toBe('$12');
    expect(formatMoney(12, 'fr-CA')).toBe('12 $');
  });
  it('truncates cents, as prices are shown (000 §9): never rounds up', () => {
    expect(formatMoney(12.5, 'en-CA')).toBe('$12');
    expect(formatMoney(12.99, 'fr-CA')).toBe('12 $');
  });
  it('groups thousands by language and keeps the sign in front', () => {
    expect(formatMoney(1234, 'en-CA')).toBe('$1,234');
    expect(formatMoney(1234, 'fr-CA').replace(/\s/gu, ' ')).toBe('1 234 $');
    expect(formatMoney(-5, 'en-CA')).toBe('-$5');
  });
});

describe('formatInstant (America/Winnipeg)', () => {
  it('shows an instant in Winnipeg time, across the date line of UTC', () => {
    expect(formatInstant('2026-11-26T03:30:00Z', 'date')).toBe('2026-11-25');
    // Manitoba stays at UTC−05 from 2026-11-01 (tzdata 2026e), not −06 as older tz data has it.
    expect(formatInstant('2026-11-26T03:30:00Z', 'dateTime')).toBe('2026-11-25 22:30');
    expect(formatInstant('2026-07-01T12:00:00Z', 'time')).toBe('07:00');
  });
  it('keeps a calendar date as that day', () => expect(formatInstant('2026-03-08', 'date')).toBe('2026-03-08'));
  it('says nothing of a value that is no ISO date', () => expect(formatInstant('tomorrow', 'date')).toBeUndefined());
});

describe('formatValue', () => {
  const badge = { badge: { ACTIVE: { label: 'Active', tone: 'success' as const }, '0': { label: 'Off', tone: 'neutral' as const } } };
  it('gives a listed value its badge, numbers by their text', () => {
    expect(badgeOf(badge, 'ACTIVE')).toEqual({ label: 'Active', tone: 'success' });
    expect(badgeOf(badge, 0)).toEqual({ label: 'Off', tone: 'neutral' });
    expect(formatValue(badge, 'ACTIVE', 'en-CA')).toBe('Active');
  });
  it('leaves an unlisted value and empty values to the plain text', () => {
    expect(formatValue(badge, 'OTHER', 'en-CA')).toBeUndefined();
    expect(formatValue('money', '', 'en-CA')).toBeUndefined();
    expect(formatValue('money', null, 'en-CA')).toBeUndefined();
  });
  it('formats money by the request language, reading "$12" and "12" alike', () => {
    expect(formatValue('money', 12, 'en-CA')).toBe('$12');
    expect(formatValue('money', '$12', 'fr-CA')).toBe('12 $');
    expect(formatValue('money', 'n/a', 'en-CA')).toBeUndefined();
  });
  it('shows percentages, and Completed at 100', () => {
    expect(percentageText(40)).toBe('40%');
    expect(percentageText(12.345)).toBe('12.3%');
    expect(formatValue('percentage', '100', 'en-CA')).toBe('Completed');
  });
  it('formats dates through the registered business calendar', () => expect(formatValue('dateTime', '2026-11-26T03:30:00Z', 'en-CA')).toBe('2026-11-25 22:30'));
});
