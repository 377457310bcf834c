import { describe, expect, it } from 'vitest';
import { choiceOfJson, chosenIndex, jsonOfChoice } from '../../runtime/kinds/form/jsonChoice';

const UUID = '19d6e3b8-4f0a-4c27-a5e9-7b2c8f1d0a56';
const OPTIONS = [{ value: '2a7c9e14-6b3d-4f58-9c01-d4e5f6a7b8c9' }, { value: UUID }];

describe('a lookupSelect with asJson (a schedule input {"uuid": …})', () => {
  it('writes the chosen value under the key, and no choice as no value', () => {
    expect(jsonOfChoice(UUID, 'uuid')).toBe(`{"uuid":"${UUID}"}`);
    expect(jsonOfChoice(7, 'id')).toBe('{"id":7}');
    expect(jsonOfChoice(undefined, 'uuid')).toBeUndefined();
    expect(jsonOfChoice('', 'uuid')).toBeUndefined();
  });

  it('reads the value back from such a text (spaced or not), or takes a bare value as it is', () => {
    expect(choiceOfJson(`{"uuid":"${UUID}"}`, 'uuid')).toBe(UUID);
    expect(choiceOfJson(` { "uuid" : "${UUID}" , "other": 1 } `, 'uuid')).toBe(UUID);
    expect(choiceOfJson(UUID, 'uuid')).toBe(UUID);
    expect(choiceOfJson(undefined, 'uuid')).toBeUndefined();
  });

  it('reads nothing from a JSON text without the key, broken JSON or a list', () => {
    expect(choiceOfJson('{"id":"x"}', 'uuid')).toBeUndefined();
    expect(choiceOfJson('{"uuid":', 'uuid')).toBeUndefined();
    expect(choiceOfJson('{}', 'uuid')).toBeUndefined();
  });

  it('finds the option a value names, through the key when given', () => {
    expect(chosenIndex(OPTIONS, `{"uuid":"${UUID}"}`, 'uuid')).toBe(1);
    expect(chosenIndex(OPTIONS, UUID, 'uuid')).toBe(1);
    expect(chosenIndex(OPTIONS, UUID, undefined)).toBe(1);
    expect(chosenIndex(OPTIONS, `{"uuid":"${UUID}"}`, undefined)).toBe(-1);
    expect(chosenIndex(OPTIONS, '{"uuid":"00000000-0000-4000-8000-000000000000"}', 'uuid')).toBe(-1);
    expect(chosenIndex(OPTIONS, undefined, 'uuid')).toBe(-1);
  });

  it('round-trips every option', () => {
    for (const [index, option] of OPTIONS.entries()) expect(chosenIndex(OPTIONS, jsonOfChoice(option.value, 'uuid'), 'uuid')).toBe(index);
  });
});
