import { DayButton, DayPicker, type DayButtonProps, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import { dayOfIso, isoOfDay } from '../../calendarDays';
import './dateCalendar.css';

export interface DateCalendarProps {
  /** The chosen day, if the field holds a valid date. */
  selected: Date | undefined;
  /** Today in the business's zone (`yyyy-MM-dd`): marked, and the month shown when nothing is chosen. */
  today: string;
  /** Whether a day (`yyyy-MM-dd`) may be picked; every other day is disabled. */
  offered: (date: string) => boolean;
  /** The first and last day offered, if bounded: the calendar does not go to months outside them. */
  min?: string;
  max?: string;
  onPick: (date: string) => void;
}

const DAY_NAME = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/**
 * A day button's name: 'Today, Thursday, November 26, 2026, selected'. It holds the day's number as
 * it is shown ('26', not '26th'), so the visible text is part of the name (WCAG 2.5.3).
 */
export function dayName(date: Date, modifiers: Modifiers): string {
  return `${modifiers.today ? 'Today, ' : ''}${DAY_NAME.format(date)}${modifiers.selected ? ', selected' : ''}`;
}

/** A disabled day says so to assistive technology too (`aria-disabled`), and cannot be pressed. */
function RuledDayButton(props: DayButtonProps) {
  return <DayButton {...props} aria-disabled={props.modifiers.disabled || undefined} />;
}

/**
 * A month calendar (react-day-picker, loaded with the first date field opened): month and year
 * heading, previous/next month buttons, a grid of days with arrow keys by day and week,
 * PageUp/PageDown by month, Home/End to the week's ends; focus starts on the chosen day (or today).
 */
export default function DateCalendar({ selected, today, offered, min, max, onPick }: DateCalendarProps) {
  const todayDate = dayOfIso(today);
  const start = min === undefined ? undefined : dayOfIso(min);
  const end = max === undefined ? undefined : dayOfIso(max);
  return (
    <DayPicker
      mode="single"
      selected={selected}
      defaultMonth={selected ?? (start && todayDate && start > todayDate ? start : todayDate)}
      today={todayDate}
      startMonth={start}
      endMonth={end}
      disabled={(day: Date) => !offered(isoOfDay(day))}
      autoFocus
      components={{ DayButton: RuledDayButton }}
      labels={{ labelDayButton: dayName }}
      onDayClick={(day, modifiers) => {
        if (!modifiers.disabled) onPick(isoOfDay(day));
      }}
    />
  );
}
