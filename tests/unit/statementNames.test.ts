import { describe, expect, it } from 'vitest';
import { severalStatements, statementNames } from '../../server/db/statementNames';

describe('statement names (prepared statements on PostgreSQL)', () => {
  it('names a text from its second use on, the same name every time after', () => {
    const names = statementNames();
    expect(names.nameFor('select 1 where $1')).toBeUndefined();
    const name = names.nameFor('select 1 where $1');
    expect(name).toMatch(/^console_\d+$/);
    expect(names.nameFor('select 1 where $1')).toBe(name);
    expect(names.nameFor('select 2 where $1')).toBeUndefined();
    expect(names.nameFor('select 2 where $1')).not.toBe(name);
  });

  it('never names a text of several statements', () => {
    const names = statementNames();
    const sql = 'select 1; select 2';
    for (let i = 0; i < 3; i++) expect(names.nameFor(sql)).toBeUndefined();
    expect(severalStatements('select 1;')).toBe(false);
    expect(severalStatements('select 1; ')).toBe(false);
    expect(severalStatements('select 1; select 2')).toBe(true);
  });

  it('names at most maxNames texts; past that, texts run unnamed (a connection caches a bounded number)', () => {
    const names = statementNames({ maxNames: 2, maxCounted: 100 });
    const named = ['a', 'b', 'c'].map((text) => (names.nameFor(text), names.nameFor(text)));
    expect(named[0]).toBeDefined();
    expect(named[1]).toBeDefined();
    expect(named[2]).toBeUndefined();
    expect(names.nameFor('a')).toBe(named[0]);
  });

  it('forgets the texts waiting for their second use past maxCounted, so one-off texts use bounded memory', () => {
    const names = statementNames({ maxNames: 10, maxCounted: 2 });
    names.nameFor('a');
    names.nameFor('b');
    names.nameFor('c'); // the count starts over: 'a' is waiting again
    expect(names.nameFor('a')).toBeUndefined();
    expect(names.nameFor('a')).toBeDefined();
  });
});
