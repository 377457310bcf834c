// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, widgetForm } from './formWidgetHarness';

afterEach(cleanup);

// The words are the definition's: the same builder shows others where another definition gives them.
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const form = widgetForm({
  definition: {
    title: 'Schedule',
    endpoint: 'x',
    schema: {
      type: 'object',
      properties: { schedule: { type: 'string', title: 'Schedule' }, plain: { type: 'string', title: 'Plain Schedule' } },
      required: ['schedule'],
    },
    ui: {
      schedule: { widget: 'cron', wrap: true, daysLabel: 'Days', dayLabels: [...DAYS], timeLabel: 'Time', customNote: 'Custom expression' },
      plain: { widget: 'cron', daysLabel: 'Weekdays', dayLabels: [...SHORT_DAYS], timeLabel: 'At', customNote: 'Written by hand' },
    },
    messages: { schedule: { required: 'Please select at least one day of the week' } },
  },
});

const builder = (field: string) => within(screen.getByRole('group', { name: field }));
const box = (field: string) => screen.getByRole<HTMLInputElement>('textbox', { name: field });
const day = (field: string, name: string) => builder(field).getByRole<HTMLInputElement>('checkbox', { name });
const time = (field: string) => builder(field).getByLabelText<HTMLInputElement>(field === 'Schedule' ? 'Time' : 'At');
const days = (field: string) => (field === 'Schedule' ? DAYS : SHORT_DAYS);
const ticked = (field: string) => days(field).filter((name) => day(field, name).checked);

describe('cron widget: a builder kept in sync with the expression', () => {
  it('offers seven named days and a time of 16:00, and writes minute hour ? * DAYS * wrapped in cron( )', async () => {
    const { container } = render(<form.Harness />);
    expect(builder('Schedule').getAllByRole('checkbox').map((control) => control.closest('label')?.textContent)).toEqual(DAYS);
    expect(time('Schedule').value).toBe('16:00');
    expect(box('Schedule').value).toBe('');
    for (const name of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) fireEvent.click(day('Schedule', name));
    expect(box('Schedule').value).toBe('0 16 ? * MON-FRI *');
    expect(form.latest().schedule).toBe('cron(0 16 ? * MON-FRI *)');
    fireEvent.change(time('Schedule'), { target: { value: '18:00' } });
    expect(form.latest().schedule).toBe('cron(0 18 ? * MON-FRI *)');
    for (const name of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) fireEvent.click(day('Schedule', name));
    fireEvent.click(day('Schedule', 'Saturday'));
    fireEvent.click(day('Schedule', 'Sunday'));
    expect(box('Schedule').value).toBe('0 18 ? * SUN,SAT *');
    expect(form.latest().schedule).toBe('cron(0 18 ? * SUN,SAT *)');
    expect(await axeViolations(container)).toEqual([]);
  });

  it("gives no value when no day is ticked, so the field's required message shows on submit, and keeps the time chosen", () => {
    render(<form.Harness />);
    fireEvent.change(time('Schedule'), { target: { value: '07:45' } });
    fireEvent.click(day('Schedule', 'Monday'));
    expect(form.latest().schedule).toBe('cron(45 7 ? * MON *)');
    fireEvent.click(day('Schedule', 'Monday'));
    expect(form.latest().schedule).toBeUndefined();
    expect(box('Schedule').value).toBe('');
    expect(time('Schedule').value).toBe('07:45');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please select at least one day of the week')).toBeTruthy();
    expect(form.submitted()).toBeUndefined();
  });

  it('ticks the days and sets the time of a typed expression (names, numbers 1 = Sunday, lists and ranges)', () => {
    render(<form.Harness />);
    fireEvent.change(box('Plain Schedule'), { target: { value: '30 9 ? * 2-4,SAT *' } });
    expect(ticked('Plain Schedule')).toEqual(['Mon', 'Tue', 'Wed', 'Sat']);
    expect(time('Plain Schedule').value).toBe('09:30');
    expect(form.latest().plain).toBe('30 9 ? * 2-4,SAT *');
    fireEvent.click(day('Plain Schedule', 'Sun'));
    expect(form.latest().plain).toBe('30 9 ? * SUN-WED,SAT *');
  });

  it("leaves the builder disabled under 'Custom expression', ticking nothing, for an expression it cannot show, and keeps it as typed", async () => {
    const { container } = render(<form.Harness initial={{ schedule: 'cron(0 18 ? * MON-FRI *)' }} />);
    expect(ticked('Schedule')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    fireEvent.change(box('Schedule'), { target: { value: '0 9,18 ? * MON-FRI *' } });
    expect(builder('Schedule').getByText('Custom expression')).toBeTruthy();
    expect(ticked('Schedule')).toEqual([]);
    expect(DAYS.every((name) => day('Schedule', name).disabled)).toBe(true);
    expect(time('Schedule').disabled).toBe(true);
    expect(time('Schedule').value).toBe('');
    expect(form.latest().schedule).toBe('cron(0 9,18 ? * MON-FRI *)');
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.change(box('Schedule'), { target: { value: '0 12 1 * ? *' } });
    expect(builder('Schedule').getByText('Custom expression')).toBeTruthy();
    expect(form.latest().schedule).toBe('cron(0 12 1 * ? *)');

    fireEvent.change(box('Schedule'), { target: { value: '0 12 ? * WED *' } });
    expect(builder('Schedule').queryByText('Custom expression')).toBeNull();
    expect(ticked('Schedule')).toEqual(['Wednesday']);
    expect(time('Schedule').value).toBe('12:00');
    expect(day('Schedule', 'Monday').disabled).toBe(false);
  });

  it('reads a value the form opens with bare or wrapped, and one set from outside', () => {
    render(<form.Harness initial={{ schedule: '0 6 ? * 2-7 *', plain: 'cron(0 18 ? * * *)' }} outside={{ schedule: 'cron(15 8 ? * SUN *)' }} />);
    expect(box('Schedule').value).toBe('0 6 ? * 2-7 *');
    expect(ticked('Schedule')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(box('Plain Schedule').value).toBe('0 18 ? * * *');
    expect(ticked('Plain Schedule')).toEqual(SHORT_DAYS);
    expect(time('Plain Schedule').value).toBe('18:00');
    fireEvent.click(screen.getByRole('button', { name: 'Set from outside' }));
    expect(box('Schedule').value).toBe('15 8 ? * SUN *');
    expect(ticked('Schedule')).toEqual(['Sunday']);
    expect(time('Schedule').value).toBe('08:15');
  });

  it("shows the definition's words, not the runtime's: another definition's legend, day labels, time label and note", () => {
    render(<form.Harness initial={{ plain: '0 9,18 ? * MON-FRI *' }} />);
    const plain = screen.getByRole('group', { name: 'Plain Schedule' });
    expect(plain.querySelector('legend')?.textContent).toBe('Weekdays');
    expect(builder('Plain Schedule').getAllByRole('checkbox').map((control) => control.closest('label')?.textContent)).toEqual(SHORT_DAYS);
    expect(builder('Plain Schedule').getByLabelText('At').getAttribute('type')).toBe('time');
    expect(builder('Plain Schedule').getByText('Written by hand')).toBeTruthy();
    for (const word of ['Days', 'Time', 'Custom expression', ...DAYS]) expect(builder('Plain Schedule').queryByText(word)).toBeNull();
    expect(screen.getByRole('group', { name: 'Schedule' }).querySelector('legend')?.textContent).toBe('Days');
  });

  it('is made of native controls, each named and in the Tab order: seven checkboxes, a time input and a text box', () => {
    render(<form.Harness />);
    const monday = day('Schedule', 'Monday');
    monday.focus();
    expect(document.activeElement).toBe(monday);
    expect(monday.type).toBe('checkbox');
    expect(time('Schedule').type).toBe('time');
    expect(box('Schedule').type).toBe('text');
    for (const control of [...DAYS.map((name) => day('Schedule', name)), time('Schedule'), box('Schedule')]) {
      expect(control.tabIndex).toBe(0);
      expect(control.disabled).toBe(false);
    }
  });
});

