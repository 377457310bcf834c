import { describe, expect, it } from 'vitest';
import { rememberedEndedSessions, SESSION_GOES_ON_FOR_MS, type EndedSessions } from '../../server/identity/endedSessions';

/** The database's record, counting what is asked of it. */
function storedSessions(): EndedSessions & { asked: string[]; ended: Set<string> } {
  const ended = new Set<string>();
  const asked: string[] = [];
  return {
    ended,
    asked,
    end: (sid) => {
      ended.add(sid);
      return Promise.resolve();
    },
    isEnded: (sid) => {
      asked.push(sid);
      return Promise.resolve(ended.has(sid));
    },
  };
}

describe('rememberedEndedSessions', () => {
  it('asks the database once for a burst of calls of a session going on, again after a second', async () => {
    const stored = storedSessions();
    let clock = 0;
    const sessions = rememberedEndedSessions(stored, () => clock);
    expect(await Promise.all([sessions.isEnded('s1'), sessions.isEnded('s1')])).toEqual([false, false]);
    clock = SESSION_GOES_ON_FOR_MS - 1;
    expect(await sessions.isEnded('s1')).toBe(false);
    expect(stored.asked).toEqual(['s1', 's1']);
    clock = SESSION_GOES_ON_FOR_MS + 1;
    expect(await sessions.isEnded('s1')).toBe(false);
    expect(stored.asked).toHaveLength(3);
  });

  it('knows at once of a session ended through it, and records it', async () => {
    const stored = storedSessions();
    const sessions = rememberedEndedSessions(stored, () => 0);
    expect(await sessions.isEnded('s2')).toBe(false);
    await sessions.end('s2', 3600);
    expect(stored.ended.has('s2')).toBe(true);
    expect(await sessions.isEnded('s2')).toBe(true);
  });

  it('sees a session ended elsewhere (another process, same database) within a second', async () => {
    const stored = storedSessions();
    let clock = 0;
    const sessions = rememberedEndedSessions(stored, () => clock);
    expect(await sessions.isEnded('s3')).toBe(false);
    stored.ended.add('s3');
    clock = SESSION_GOES_ON_FOR_MS;
    expect(await sessions.isEnded('s3')).toBe(true);
  });
});
