/**
 * Names for the statements the services ask to have prepared (`query(…, { prepared: true })`),
 * so PostgreSQL parses and plans each once per connection instead of on every call. Planning a
 * list call's statement can cost more than running it: a postal code search's match count plans
 * in some 2.5 ms and runs in 0.7 (EXPLAIN ANALYZE at 100,000 codes); sent prepared, it takes
 * 1.8 ms a call instead of 5.0 on a busy machine. Not every statement gains: a search whose best
 * plan depends on its text can get a generic plan far worse (the audit trail's row search for
 * '77' went from 68 to 190 ms), so statements opt in.
 *
 * A text is named from its second use on: a one-off statement never fills a connection's
 * statement cache. At most `maxNames` texts are named per process (each connection prepares a
 * named text once, the first time it runs it); texts past that run unnamed. A text of several
 * statements cannot be prepared and is never named.
 */
export interface StatementNames {
  /** The name to send `sql` under, or undefined to send it unnamed. */
  nameFor(sql: string): string | undefined;
}

export interface StatementNameLimits {
  /** Distinct texts named, at most (each connection keeps at most this many prepared statements). */
  maxNames: number;
  /** Texts counted while waiting for their second use, at most (the count starts over past it). */
  maxCounted: number;
}

export const STATEMENT_NAME_LIMITS: StatementNameLimits = { maxNames: 2000, maxCounted: 10_000 };

/** Whether a text holds more than one statement (a `;` before its end): never prepared. */
export function severalStatements(sql: string): boolean {
  return /;\s*\S/.test(sql);
}

export function statementNames(limits: StatementNameLimits = STATEMENT_NAME_LIMITS): StatementNames {
  const names = new Map<string, string>();
  const seen = new Set<string>();
  return {
    nameFor: (sql) => {
      const named = names.get(sql);
      if (named !== undefined) return named;
      if (names.size >= limits.maxNames || severalStatements(sql)) return undefined;
      if (!seen.has(sql)) {
        if (seen.size >= limits.maxCounted) seen.clear();
        seen.add(sql);
        return undefined;
      }
      seen.delete(sql);
      const name = `console_${names.size + 1}`;
      names.set(sql, name);
      return name;
    },
  };
}
