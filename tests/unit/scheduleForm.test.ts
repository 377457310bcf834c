import { describe, expect, it } from 'vitest';
import { checkScheduleForm, inputUuid, scheduleNameProblem } from '../../server/api/admin/schedules/scheduleForm';

const UUID = '3f6c1e52-8b1d-4c6e-9a57-2d41b7e0c911';
const form = { name: 'exp_Regina', state: 'ENABLED' as const, description: ' Regina ', scheduleExpression: 'cron(0  16 ? * MON-FRI *)', groupName: 'exporter-service', input: JSON.stringify({ uuid: UUID.toUpperCase() }), timezone: 'America/Winnipeg' };

describe('scheduleNameProblem', () => {
  it('uses the 002 §5 messages and refuses a name without EXP_', () => {
    expect(scheduleNameProblem('')).toBe('Please enter a name for the schedule');
    expect(scheduleNameProblem('EXP_a-b')).toBe('Special characters are not allowed');
    expect(scheduleNameProblem('Regina')).toBe('must start with EXP_');
    expect(scheduleNameProblem('EXP_')).toBe('needs a name after EXP_');
    expect(scheduleNameProblem('Exp_Regina 2')).toBeUndefined();
  });
});

describe('inputUuid', () => {
  it('reads the uuid of a JSON text {"uuid": …}, lower-cased, and nothing else', () => {
    expect(inputUuid(JSON.stringify({ uuid: UUID.toUpperCase() }))).toBe(UUID);
    expect(inputUuid(UUID)).toBeUndefined();
    expect(inputUuid('{"uuid": 5}')).toBeUndefined();
    expect(inputUuid('{')).toBeUndefined();
  });
});

describe('checkScheduleForm', () => {
  it('upper-cases the prefix, trims, collapses the cron spacing and rewrites the input', () => {
    expect(checkScheduleForm(form)).toEqual({ ok: true, value: { ...form, name: 'EXP_Regina', description: 'Regina', scheduleExpression: 'cron(0 16 ? * MON-FRI *)', input: JSON.stringify({ uuid: UUID }), reportId: UUID } });
  });

  it('names every bad field at once', () => {
    expect(checkScheduleForm({ ...form, name: 'Regina', scheduleExpression: 'cron(0 16 * * * *)', input: '', timezone: 'Nowhere/City', description: ' ' })).toEqual({
      ok: false,
      fields: {
        name: 'must start with EXP_',
        scheduleExpression: 'must have ? in exactly one of day-of-month and day-of-week',
        input: 'Please select a order pull for the schedule',
        timezone: 'is not a known time zone (e.g. America/Winnipeg)',
        description: 'is required',
      },
    });
  });
});
