import { describe, expect, it } from 'vitest';
import { CREATED_SECONDS, FINISHED_SECONDS, pastWeekFailure, pipelineStateAt } from '../../server/api/admin/pipelines/pipelineStatus';

const start = new Date('2031-03-04T15:00:00Z');
const after = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe('pipelineStateAt', () => {
  it('is created, then running, then success, at the documented seconds', () => {
    expect(pipelineStateAt(start, start, '').status).toBe('created');
    expect(pipelineStateAt(start, after(CREATED_SECONDS - 0.001), '').status).toBe('created');
    expect(pipelineStateAt(start, after(CREATED_SECONDS), '').status).toBe('running');
    expect(pipelineStateAt(start, after(FINISHED_SECONDS - 0.001), '').status).toBe('running');
    expect(pipelineStateAt(start, after(FINISHED_SECONDS), '')).toEqual({ status: 'success', message: 'The prediction is ready.' });
  });

  it('ends failed with its reason when it has one, and runs like any other before', () => {
    expect(pipelineStateAt(start, after(10), 'No sales.').status).toBe('running');
    expect(pipelineStateAt(start, after(3600), 'No sales.')).toEqual({ status: 'failed', message: 'No sales.' });
  });

  it('reads a clock before the trigger as just created', () => {
    expect(pipelineStateAt(start, after(-60), '').status).toBe('created');
  });
});

describe('pastWeekFailure', () => {
  it('fails a week before the current one, across a year boundary too', () => {
    expect(pastWeekFailure('0931', '1031')).toBe('Week 0931 is before the current week (1031): there are no sales left to forecast.');
    expect(pastWeekFailure('5230', '0131')).not.toBe('');
  });

  it('lets the current week and later ones succeed', () => {
    expect(pastWeekFailure('1031', '1031')).toBe('');
    expect(pastWeekFailure('1431', '1031')).toBe('');
    expect(pastWeekFailure('0132', '5231')).toBe('');
  });
});
