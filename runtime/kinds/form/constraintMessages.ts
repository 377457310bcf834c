/**
 * The readable message of a constraint a form field carries, made from the field's label and the
 * limit (`Postal Code must be at most 7 characters.`), for every constraint whose message the
 * definition does not give: no validator text ever reaches staff. A `pattern` cannot be put in
 * words from the expression: the definition gives its message (the checker refuses a field
 * without one), or the widget says the form of the value it makes (`valueForm`); else the field
 * is only said to be 'not in the expected form'.
 */

/** What the message reads of a validator's error: its keyword and parameters (ajv's `params`). */
export interface ConstraintError {
  keyword: string;
  params?: Record<string, unknown>;
}

/** How the field is named and what its widget says of its values. */
export interface ConstraintField {
  label: string;
  /** The error is about one entry of a list field (`tags.0`), not the field itself. */
  entry?: boolean;
  /** The form of the value the widget makes (`a date written yyyy-mm-dd`), where it makes one. */
  valueForm?: string;
}

/** The keywords worded here from the label and the limit alone; any other needs the definition's message. */
export const GENERIC_KEYWORDS = [
  'required',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'type',
  'enum',
  'const',
  'format',
  'minItems',
  'maxItems',
  'uniqueItems',
] as const;

/** The formats worded here; another format needs the definition's message. */
export const WORDED_FORMATS: Readonly<Record<string, string>> = {
  date: 'a date written yyyy-mm-dd',
  'date-time': 'a date and time',
  time: 'a time written hh:mm:ss',
  email: 'an e-mail address',
  uri: 'a web address',
  url: 'a web address',
  uuid: 'an identifier such as 3f6c1e52-8b1d-4c6e-9a57-2d41b7e0c911',
};

const TYPE_WORDS: Readonly<Record<string, string>> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a group of values',
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const limitOf = (params: Record<string, unknown> | undefined): number | undefined => {
  const limit = params?.limit;
  return typeof limit === 'number' ? limit : undefined;
};

/** The value a `const` asks, as staff would type it. */
const shown = (value: unknown): string => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value) ?? String(value));

/** The readable message of one constraint (see above). */
export function constraintMessage(error: ConstraintError, field: ConstraintField): string {
  const subject = field.entry ? `Each entry of ${field.label}` : field.label;
  const limit = limitOf(error.params);
  const expected = `${subject} is not in the expected form.`;
  switch (error.keyword) {
    case 'required':
      return `${field.label} is required.`;
    case 'minLength':
      return limit === undefined ? expected : limit <= 1 ? `${subject} can't be empty.` : `${subject} must be at least ${count(limit, 'character', 'characters')}.`;
    case 'maxLength':
      return limit === undefined ? expected : `${subject} must be at most ${count(limit, 'character', 'characters')}.`;
    case 'minimum':
      return limit === undefined ? expected : `${subject} must be at least ${limit}.`;
    case 'maximum':
      return limit === undefined ? expected : `${subject} must be at most ${limit}.`;
    case 'exclusiveMinimum':
      return limit === undefined ? expected : `${subject} must be more than ${limit}.`;
    case 'exclusiveMaximum':
      return limit === undefined ? expected : `${subject} must be less than ${limit}.`;
    case 'multipleOf': {
      const step = error.params?.multipleOf;
      if (step === 1) return `${subject} must be a whole number.`;
      return typeof step === 'number' ? `${subject} must be a multiple of ${step}.` : expected;
    }
    case 'type': {
      const type = error.params?.type;
      const words = typeof type === 'string' ? type.split(',').map((name) => TYPE_WORDS[name.trim()]).filter((word): word is string => word !== undefined) : [];
      return words.length > 0 ? `${subject} must be ${words.join(' or ')}.` : expected;
    }
    case 'enum':
      return `${subject} must be one of the choices offered.`;
    case 'const':
      return `${subject} must be ${shown(error.params?.allowedValue)}.`;
    case 'format': {
      const format = error.params?.format;
      const words = typeof format === 'string' ? WORDED_FORMATS[format] : undefined;
      return words === undefined ? expected : `${subject} must be ${words}.`;
    }
    case 'minItems':
      return limit === undefined ? expected : `${field.label} needs at least ${count(limit, 'entry', 'entries')}.`;
    case 'maxItems':
      return limit === undefined ? expected : `${field.label} can hold at most ${count(limit, 'entry', 'entries')}.`;
    case 'uniqueItems':
      return `${field.label} must not hold the same entry twice.`;
    case 'pattern':
      return field.valueForm === undefined ? expected : `${subject} must be ${field.valueForm}.`;
    default:
      return expected;
  }
}
