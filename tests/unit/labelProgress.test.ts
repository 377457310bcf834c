import { describe, expect, it } from 'vitest';
import { conversionMs, labelProgressAt, MAX_MS } from '../../server/api/labels/progress';

const start = new Date('2031-05-06T15:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe('labelProgressAt', () => {
  it('starts at 0, moves up with the clock and reaches 100 when every row is converted', () => {
    const total = conversionMs(20);
    expect(total).toBe(5000);
    expect(labelProgressAt(start, start, 20, '', 'done')).toEqual({ percentage: 0, message: 'Reading the file' });
    expect(labelProgressAt(start, at(2500), 20, '', 'done')).toEqual({ percentage: 50, message: 'Converting: 10 of 20 done' });
    expect(labelProgressAt(start, at(4999), 20, '', 'done').percentage).toBe(99);
    expect(labelProgressAt(start, at(5000), 20, '', 'done')).toEqual({ percentage: 100, message: 'done' });
    expect(labelProgressAt(start, at(999_999), 20, '', 'done').percentage).toBe(100);
  });

  it('never goes down as the clock moves on, and a clock before the start reads 0', () => {
    let last = -1;
    for (let ms = -1000; ms <= 6000; ms += 137) {
      const { percentage } = labelProgressAt(start, at(ms), 20, '', 'done');
      expect(percentage).toBeGreaterThanOrEqual(last);
      last = percentage;
    }
  });

  it('caps a long conversion at MAX_MS', () => {
    expect(conversionMs(100_000)).toBe(MAX_MS);
    expect(labelProgressAt(start, at(MAX_MS), 100_000, '', 'done').percentage).toBe(100);
  });

  it('keeps a file that could not be read at 0 with its Cannot message, whatever the time', () => {
    expect(labelProgressAt(start, at(60_000), 0, 'Cannot read a.xlsx: it is not an Excel workbook (.xlsx).', 'done')).toEqual({
      percentage: 0,
      message: 'Cannot read a.xlsx: it is not an Excel workbook (.xlsx).',
    });
  });
});
