import { readFileSync } from 'node:fs';
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import { domainRules, domainRulesLoaded, loadDomainRules, registerDomainRules, withDomainRules } from '../../runtime/domain/domainRules';
import type { ScreenDefinition } from '../../runtime/generated/screen';
import { definitionNeedsDomainRules, screenNeedsDomainRules } from '../../runtime/kinds/needsDomainRules';
import { renderPath, renderTemplate } from '../../runtime/templates/template';
import { consoleDomainRules } from '../../src/domain/consoleRules';
import { sessionEndText } from '../../src/shell/sessionEndText';

const screenFile = (path: string) => JSON.parse(readFileSync(new URL(`../../screens/${path}`, import.meta.url), 'utf8')) as ScreenDefinition;

afterEach(() => registerDomainRules(consoleDomainRules));

describe('domain rules loaded on first use', () => {
  it('are not there until loaded, then answer; the load runs once', async () => {
    let loads = 0;
    registerDomainRules(() => {
      loads += 1;
      return Promise.resolve(consoleDomainRules);
    });
    expect(domainRulesLoaded()).toBe(false);
    expect(() => domainRules()).toThrow(/not loaded yet/);
    const [first, second] = await Promise.all([loadDomainRules(), loadDomainRules()]);
    expect(first).toBe(consoleDomainRules);
    expect(second).toBe(consoleDomainRules);
    expect(loads).toBe(1);
    expect(domainRulesLoaded()).toBe(true);
    expect(domainRules()).toBe(consoleDomainRules);
  });

  it('try again after a failed load', async () => {
    let attempt = 0;
    registerDomainRules(() => {
      attempt += 1;
      if (attempt === 1) return Promise.reject(new Error('chunk failed'));
      return Promise.resolve(consoleDomainRules);
    });
    await expect(loadDomainRules()).rejects.toThrow('chunk failed');
    await expect(loadDomainRules()).resolves.toBe(consoleDomainRules);
  });

  it('withDomainRules resolves to the module once the rules are there too', async () => {
    registerDomainRules(() => Promise.resolve(consoleDomainRules));
    const module = await withDomainRules(Promise.resolve({ default: 'view' }));
    expect(module).toEqual({ default: 'view' });
    expect(domainRulesLoaded()).toBe(true);
  });

  it('registered whole, are there at once', () => {
    registerDomainRules(consoleDomainRules);
    expect(domainRulesLoaded()).toBe(true);
    expect(domainRules()).toBe(consoleDomainRules);
  });

  it('templates without filters fill before the rules are loaded; a filter needs them', () => {
    registerDomainRules(() => Promise.resolve(consoleDomainRules));
    expect(renderPath('/places/town/{town_id}', { town_id: 7 })).toBe('/places/town/7');
    expect(renderTemplate('{zone} - {name}', { zone: 'A', name: 'B' })).toBe('A - B');
    expect(() => renderTemplate('{name|upper}', { name: 'b' })).toThrow(/not loaded yet/);
  });
});

describe('which screens need the domain rules', () => {
  it('a grid with neither filters nor rule formats does not; one with a filter or a date column does', () => {
    expect(definitionNeedsDomainRules(screenFile('places/postal-code.screen.json'))).toBe(false);
    expect(definitionNeedsDomainRules(screenFile('places/zone.screen.json'))).toBe(false);
    expect(definitionNeedsDomainRules(screenFile('places/town.screen.json'))).toBe(true);
    expect(definitionNeedsDomainRules(screenFile('orders/latest-order-pulls.screen.json'))).toBe(true);
  });

  it('reads templates and formats anywhere in a definition', () => {
    expect(definitionNeedsDomainRules({ a: [{ b: 'R2C {rate|wholeDollars}' }] })).toBe(true);
    expect(definitionNeedsDomainRules({ a: [{ b: 'a | b {rate}' }] })).toBe(false);
    expect(definitionNeedsDomainRules({ columns: [{ format: 'money' }] })).toBe(true);
    expect(definitionNeedsDomainRules({ columns: [{ format: 'percentage' }, { format: { badge: {} } }] })).toBe(false);
  });

  it('pages always, the dashboard never', () => {
    expect(screenNeedsDomainRules(screenFile('dashboard.screen.json'))).toBe(false);
    expect(screenNeedsDomainRules(screenFile('reports/rules-config.screen.json'))).toBe(true);
  });
});

describe('the session end in the profile', () => {
  it('reads as luxon DATETIME_MED does', () => {
    for (const locale of ['en-US', 'en-CA', 'fr-CA']) {
      for (const ms of [Date.UTC(2026, 10, 26, 15, 41), Date.UTC(2026, 0, 1, 0, 5), Date.UTC(2027, 6, 4, 23, 59)]) {
        expect(sessionEndText(ms, locale)).toBe(DateTime.fromMillis(ms).setLocale(locale).toLocaleString(DateTime.DATETIME_MED));
      }
    }
    expect(sessionEndText(Date.UTC(2026, 10, 26, 15, 41))).toBe(DateTime.fromMillis(Date.UTC(2026, 10, 26, 15, 41)).toLocaleString(DateTime.DATETIME_MED));
  });
});
