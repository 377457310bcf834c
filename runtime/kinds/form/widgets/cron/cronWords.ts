/** The words a cron builder shows, all from its field's `ui` (`daysLabel`, `dayLabels`, `timeLabel`, `customNote`). */
export interface CronWords {
  daysLabel: string;
  /** The seven days' labels, Sunday first (AWS day 1). */
  dayLabels: readonly string[];
  timeLabel: string;
  customNote: string;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The words of the builder's `ui:options` (the widget's `uiEntry` puts them there): the meta-schema
 * requires each, so nothing is made up here; a word missing reads blank, never a word of the runtime.
 */
export function cronWordsOf(options: Readonly<Record<string, unknown>>): CronWords {
  const days: readonly unknown[] = Array.isArray(options.dayLabels) ? options.dayLabels : [];
  return {
    daysLabel: textOf(options.daysLabel),
    dayLabels: Array.from({ length: 7 }, (_, i) => textOf(days[i])),
    timeLabel: textOf(options.timeLabel),
    customNote: textOf(options.customNote),
  };
}
