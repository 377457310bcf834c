/**
 * The six-field AWS cron of a schedule (002 §9): `cron(minute hour day-of-month month
 * day-of-week year)`, `?` in exactly one of the two day fields. Answers the problem in one
 * sentence, or undefined when the expression is valid.
 */

interface FieldRule {
  name: string;
  min: number;
  max: number;
  names?: readonly string[];
  /** Extra single tokens the field takes (L, W forms, #). */
  special?: RegExp;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

const FIELDS: readonly FieldRule[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day-of-month', min: 1, max: 31, special: /^(L|LW|([1-9]|[12][0-9]|3[01])W)$/ },
  { name: 'month', min: 1, max: 12, names: MONTHS },
  { name: 'day-of-week', min: 1, max: 7, names: DAYS, special: /^(([1-7]|SUN|MON|TUE|WED|THU|FRI|SAT)L|L|([1-7]|SUN|MON|TUE|WED|THU|FRI|SAT)#[1-5])$/ },
  { name: 'year', min: 1970, max: 2199 },
];

const WRAPPED = /^cron\((.*)\)$/;

/** The value of one bound (a number or a name), or undefined. */
function boundOf(text: string, rule: FieldRule): number | undefined {
  if (/^\d{1,4}$/.test(text)) {
    const value = Number(text);
    return value >= rule.min && value <= rule.max ? value : undefined;
  }
  const index = rule.names?.indexOf(text.toUpperCase()) ?? -1;
  return index >= 0 ? index + rule.min : undefined;
}

/** Whether one comma-separated item of a field is valid: *, n, n-m, with an optional /step. */
function itemValid(item: string, rule: FieldRule): boolean {
  if (rule.special?.test(item.toUpperCase())) return true;
  const [range, step, extra] = item.split('/');
  if (extra !== undefined || range === undefined || range === '') return false;
  if (step !== undefined && !(/^\d{1,4}$/.test(step) && Number(step) >= 1 && Number(step) <= rule.max)) return false;
  if (range === '*') return true;
  const [from, to, more] = range.split('-');
  if (more !== undefined || from === undefined) return false;
  const start = boundOf(from, rule);
  if (start === undefined) return false;
  if (to === undefined) return true;
  const end = boundOf(to, rule);
  return end !== undefined && end >= start;
}

/** What is wrong with a schedule expression, or undefined when it is a valid AWS cron. */
export function awsCronProblem(expression: string): string | undefined {
  const wrapped = WRAPPED.exec(expression.trim());
  if (!wrapped) return 'must be a cron expression wrapped as cron( ), e.g. cron(0 16 ? * MON-FRI *)';
  const fields = (wrapped[1] ?? '').trim().split(/\s+/).filter((field) => field !== '');
  if (fields.length !== FIELDS.length) return `must have six fields (minute hour day-of-month month day-of-week year), not ${fields.length}`;
  const [, , dayOfMonth, , dayOfWeek] = fields;
  const questions = [dayOfMonth, dayOfWeek].filter((field) => field === '?').length;
  if (questions !== 1) return 'must have ? in exactly one of day-of-month and day-of-week';
  for (const [index, field] of fields.entries()) {
    const rule = FIELDS[index];
    if (!rule) continue;
    if (field === '?' && (index === 2 || index === 4)) continue;
    if (!field.split(',').every((item) => itemValid(item, rule))) return `has an invalid ${rule.name} field '${field.slice(0, 20)}'`;
  }
  return undefined;
}
