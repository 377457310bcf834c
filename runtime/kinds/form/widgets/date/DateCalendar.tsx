import { DayButton, DayPicker, type DayButtonProps } from 'react-day-picker';
import 'react-day-picker/style.css';
import { dayOfIso, isoOfDay } from '../../calendarDays';
import './dateCalendar.css';

export interface DateCalendarProps {
  /** The chosen day, if the field holds a valid date. */
  selected: Date | undefined;
  /** Today in the business's zone (`yyyy-MM-dd`): marked, and the month shown when nothing is chosen. */
  today: string;
  /** Whether a day (`yyyy-MM-dd`) may be picked; every other day is disabled. */
  offered(date: string): boolean;
  /** The first and last day offered, if bounded: the calendar does not go to months outside them. */
  min?: string;
  max?: string;
  onPick(date: string): void;
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
      onDayClick={(day, modifiers) => {
        if (!modifiers.disabled) onPick(isoOfDay(day));
      }}
    />
  );
}
