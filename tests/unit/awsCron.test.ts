import { describe, expect, it } from 'vitest';
import { awsCronProblem } from '../../server/api/admin/schedules/awsCron';

describe('awsCronProblem', () => {
  it('takes the six-field AWS crons of 002 §9 and the usual forms', () => {
    for (const expression of ['cron(0 16 ? * MON-FRI *)', 'cron(0 18 ? * * *)', 'cron(0/15 8-17 ? * MON-FRI *)', 'cron(30 9 1,15 * ? 2027)', 'cron(0 9 ? * 6L *)', 'cron(0 9 ? JAN-MAR 2#1 *)', 'cron(0 10 L * ? *)', 'cron(0 10 15W * ? *)', 'cron(0 12 ? * sat,sun *)']) {
      expect(awsCronProblem(expression), expression).toBeUndefined();
    }
  });

  it('needs the cron( ) wrapper and six fields', () => {
    expect(awsCronProblem('0 16 ? * MON-FRI *')).toMatch(/wrapped as cron\( \)/);
    expect(awsCronProblem('cron(0 16 ? * MON-FRI)')).toBe('must have six fields (minute hour day-of-month month day-of-week year), not 5');
    expect(awsCronProblem('cron(0 16 ? * MON-FRI * *)')).toMatch(/not 7/);
  });

  it('needs ? in exactly one of the day fields', () => {
    expect(awsCronProblem('cron(0 16 * * MON-FRI *)')).toBe('must have ? in exactly one of day-of-month and day-of-week');
    expect(awsCronProblem('cron(0 16 ? * ? *)')).toBe('must have ? in exactly one of day-of-month and day-of-week');
    expect(awsCronProblem('cron(? 16 1 * ? *)')).toBe("has an invalid minute field '?'");
  });

  it('names the field out of range or malformed', () => {
    expect(awsCronProblem('cron(60 16 ? * * *)')).toBe("has an invalid minute field '60'");
    expect(awsCronProblem('cron(0 24 ? * * *)')).toBe("has an invalid hour field '24'");
    expect(awsCronProblem('cron(0 16 0 * ? *)')).toBe("has an invalid day-of-month field '0'");
    expect(awsCronProblem('cron(0 16 ? 13 * *)')).toBe("has an invalid month field '13'");
    expect(awsCronProblem('cron(0 16 ? * FUN *)')).toBe("has an invalid day-of-week field 'FUN'");
    expect(awsCronProblem('cron(0 16 ? * FRI-MON *)')).toBe("has an invalid day-of-week field 'FRI-MON'");
    expect(awsCronProblem('cron(0 16 ? * MON# *)')).toBe("has an invalid day-of-week field 'MON#'");
    expect(awsCronProblem('cron(0 16 ? * * 1969)')).toBe("has an invalid year field '1969'");
    expect(awsCronProblem('cron(0/0 16 ? * * *)')).toBe("has an invalid minute field '0/0'");
    expect(awsCronProblem('cron(0 16 ? * 1,,2 *)')).toBe("has an invalid day-of-week field '1,,2'");
  });
});
