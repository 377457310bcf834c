import { describe, expect, it } from 'vitest';
import { cronWordsOf } from '../../runtime/kinds/form/widgets/cron/cronWords';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

describe("cronWordsOf: the cron builder's words, from its ui:options", () => {
  it('reads the legend, the seven day labels (Sunday first), the time label and the note as given', () => {
    expect(cronWordsOf({ wrap: true, daysLabel: 'Weekdays', dayLabels: DAYS, timeLabel: 'At', customNote: 'Written by hand' })).toEqual({
      daysLabel: 'Weekdays',
      dayLabels: DAYS,
      timeLabel: 'At',
      customNote: 'Written by hand',
    });
  });

  it('makes up no word: one missing or not a text reads blank, and the days are always seven', () => {
    expect(cronWordsOf({})).toEqual({ daysLabel: '', dayLabels: ['', '', '', '', '', '', ''], timeLabel: '', customNote: '' });
    expect(cronWordsOf({ daysLabel: 3, dayLabels: ['Sun', 4, 'Tue'], timeLabel: null }).dayLabels).toEqual(['Sun', '', 'Tue', '', '', '', '']);
    expect(cronWordsOf({ dayLabels: 'Sunday' }).dayLabels).toHaveLength(7);
  });
});
