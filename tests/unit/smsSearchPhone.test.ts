import { describe, expect, it } from 'vitest';
import { smsSearchPhone } from '../../src/domain/smsSearchPhone';
import smsSchema from '../../schemas/entities/sms-message.schema.json' with { type: 'json' };

/** The search form's phone rule (sms-message.schema.json historySearch) as the form checks it. */
const typedPhone = new RegExp(smsSchema.$defs.historySearch.properties.phone.pattern, 'u');

describe('the SMS history search phone (002 §5)', () => {
  it('strips every non-digit and puts a 1 in front of 10 digits', () => {
    expect(smsSearchPhone('(204) 555-0134')).toBe('12045550134');
    expect(smsSearchPhone('204.555.0134')).toBe('12045550134');
    expect(smsSearchPhone(' 2045550134 ')).toBe('12045550134');
  });

  it('keeps 11 digits as they are, with or without the +', () => {
    expect(smsSearchPhone('+1 204 555 0134')).toBe('12045550134');
    expect(smsSearchPhone('1-204-555-0134')).toBe('12045550134');
  });

  it('sends any other count of digits unchanged, and nothing for no digits', () => {
    expect(smsSearchPhone('555-0134')).toBe('5550134');
    expect(smsSearchPhone('tel:')).toBe('');
    expect(smsSearchPhone(undefined)).toBe('');
  });

  it('matches what the search form accepts: 10 digits, or 11 starting with 1, whatever else is typed', () => {
    for (const typed of ['(204) 555-0134', '204-555-0134', '+1 204 555 0134', '12045550134', 'tel: 204 555 0134']) {
      expect(typedPhone.test(typed), typed).toBe(true);
      expect(smsSearchPhone(typed)).toMatch(/^1\d{10}$/);
    }
    for (const typed of ['555-0134', '22045550134', '1204555013444', 'phone', '']) expect(typedPhone.test(typed), typed).toBe(false);
  });
});
