import { beforeAll, describe, expect, it } from 'vitest';
import { registerDomainRules } from '../../runtime/domain/domainRules';
import { renderTemplate } from '../../runtime/templates/template';
import { consoleDomainRules } from '../../src/domain/consoleRules';
import { templateFilters } from '../../src/domain/textRules';

beforeAll(() => registerDomainRules(consoleDomainRules));

const body = JSON.stringify(
  JSON.stringify([
    { status: true, display_text: 'Evening (5pm - 9pm)', zone_rate: '$10.00' },
    { status: true, display_text: 'Anytime (8am - 8pm)', zone_rate: '$9.00' },
    { status: false, display_text: 'Express', zone_rate: '$5.00' },
  ]),
);

describe('delivery template filters', () => {
  it('shopPostalCode writes the code as the rate call takes it, in an endpoint path', () => {
    expect(renderTemplate('/rates/delivery/postalcode/{postalCode|shopPostalCode}/date/{date}', { postalCode: 'r2c 1a1', date: '2026-12-15' })).toBe('/rates/delivery/postalcode/R2C1A1/date/2026-12-15');
  });

  it('deliveryWindows lists the offered rates of a shop answer body, cheapest first', () => {
    expect(templateFilters.deliveryWindows(body)).toEqual(['Anytime (8am - 8pm) - $9.00', 'Evening (5pm - 9pm) - $10.00']);
    expect(templateFilters.deliveryWindows('not json')).toEqual([]);
  });

  it('cutoffSummary is a filter too', () => {
    expect(templateFilters.cutoffSummary({ region: 'MB', closedDates: [0], un_available: [], available: [], cutoff_time: [] })).toEqual(['Closed: Sunday']);
  });
});
