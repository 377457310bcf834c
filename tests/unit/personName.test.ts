import { describe, expect, it } from 'vitest';
import { personName } from '../../src/domain/personName';

describe('personName: a { firstName, lastName } as one name', () => {
  it.each([
    ['both parts', { firstName: 'Ava', lastName: 'Tremblay' }, 'Ava Tremblay'],
    ['a last name of two words', { firstName: 'Liam', lastName: 'Roy Gagnon' }, 'Liam Roy Gagnon'],
    ['parts trimmed', { firstName: ' Ava ', lastName: ' Tremblay' }, 'Ava Tremblay'],
    ['no last name', { firstName: 'Ava', lastName: '' }, 'Ava'],
    ['no first name', { lastName: 'Tremblay' }, 'Tremblay'],
    ['parts that are not text', { firstName: 7, lastName: null }, ''],
    ['nothing', undefined, ''],
    ['null', null, ''],
    ['a text as it is', 'Ava Tremblay', 'Ava Tremblay'],
  ])('%s', (_, value, expected) => {
    expect(personName(value)).toBe(expected);
  });
});
