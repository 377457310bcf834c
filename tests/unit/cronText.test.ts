import { describe, expect, it } from 'vitest';
import { cronExpression, cronText } from '../../src/domain/cronText';
import { templateFilters } from '../../src/domain/textRules';

describe('cronText: an AWS six-field cron in words (the `cronText` template filter)', () => {
  it('reads the wrapped and the bare expression, AWS day numbers (1 = Sunday)', () => {
    expect(cronText('cron(0 18 ? * MON-FRI *)')).toBe('At 18:00, Monday through Friday');
    expect(cronText('0 6 ? * MON-SAT *')).toBe('At 06:00, Monday through Saturday');
    expect(cronText('cron(0 5 ? * 2 *)')).toBe('At 05:00, only on Monday');
    expect(cronText('cron(0/30 * * * ? *)')).toBe('Every 30 minutes');
  });
  it('reads nothing for what is not (yet) a whole six-field expression', () => {
    for (const value of ['', 'cron(0 7 ?', 'cron(0 7 ? * *)', 'cron(x y z a b c)', 'cron(0 25 ? * * *)', undefined, 7]) expect(cronText(value)).toBe('');
  });
  it('strips the wrapper only', () => {
    expect(cronExpression(' cron(0 9 ? * * *) ')).toBe('0 9 ? * * *');
    expect(cronExpression('0 9 ? * * *')).toBe('0 9 ? * * *');
  });
  it('is registered as a template filter', () => expect(templateFilters.cronText('cron(0 9 ? * * *)')).toBe('At 09:00'));
});
