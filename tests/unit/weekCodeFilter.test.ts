import { describe, expect, it } from 'vitest';
import { bodyValue } from '../../runtime/kinds/page/forms/stateBody';
import { renderTemplate } from '../../runtime/templates/template';
import { weekCode } from '../../src/domain/weekCodeFilter';
import { templateFilters } from '../../src/domain/textRules';
import { weekCode as dayWeekCode } from '../../shared/weekCodes';

const fill = (template: string, context: Readonly<Record<string, unknown>>) => renderTemplate(template, { ...context });

describe('the weekCode filter (001 §9: ISO week and two-digit year, WWYY)', () => {
  it('gives the week code of a yyyy-MM-dd date, as the shared rule does', () => {
    expect(weekCode('2026-03-02')).toBe('1026');
    for (const day of ['2026-03-02', '2027-01-01', '2029-12-31', '2025-12-29', '2026-12-28']) expect(weekCode(day), day).toBe(dayWeekCode(day));
  });

  it('gives early January to the old year and late December to the next one', () => {
    expect(weekCode('2027-01-01')).toBe('5326');
    expect(weekCode('2023-01-01')).toBe('5222');
    expect(weekCode('2027-01-04')).toBe('0127');
    expect(weekCode('2029-12-31')).toBe('0130');
  });

  it('reads a date with spaces around it', () => {
    expect(weekCode(' 2026-03-02 ')).toBe('1026');
  });

  it('gives nothing for anything that is not a date', () => {
    for (const notADate of ['', '   ', '2026-02-30', '2026-13-01', '2026-3-2', '03/02/2026', '2026-03-02T10:00', 'next week'])
      expect(weekCode(notADate), notADate).toBeUndefined();
    for (const notText of [undefined, null, 20260302, true, ['2026-03-02'], { date: '2026-03-02' }]) expect(weekCode(notText)).toBeUndefined();
  });

  it('is a registered filter: a body value falls back to otherwise while no date is chosen', () => {
    expect(templateFilters.weekCode).toBe(weekCode);
    const dateCode = { value: '{deliveryDate|weekCode}', otherwise: null };
    expect(bodyValue(dateCode, { deliveryDate: '2027-01-01' }, {}, fill)).toBe('5326');
    expect(bodyValue(dateCode, { deliveryDate: '' }, {}, fill)).toBeNull();
    expect(bodyValue(dateCode, {}, {}, fill)).toBeNull();
    expect(renderTemplate('not-{deliveryDate|weekCode}', { deliveryDate: '2026-03-02' })).toBe('not-1026');
  });
});
