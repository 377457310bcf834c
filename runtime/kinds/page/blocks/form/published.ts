import type { FormBlock } from '../../../../generated/screen.ts';
import type { Publication, Published } from '../parts.ts';
import { COMPUTED_KEY, RESERVED_FIELD_NAMES } from './formBlockState.ts';

/** Its values (a list field is a list `each` may go through), its last answer and its alert: anything may follow. */
const value: Published = { reads: 'any', list: true };

/** What a form block publishes, as the checker reads it: its fields, its answer, its alert and its computed values (by their names only). */
export const formPublishes = (block: FormBlock): Publication => ({
  names: new Map([
    ...[...block.fields.map((field) => field.name), ...RESERVED_FIELD_NAMES.filter((name) => name !== COMPUTED_KEY)].map((name): [string, Published] => [name, value]),
    [COMPUTED_KEY, { reads: 'any', names: new Set(Object.keys(block.computed ?? {})) }],
  ]),
  notPublished: (id, name) => `block "${id}" has no field "${name}"`,
});
