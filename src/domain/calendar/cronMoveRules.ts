import { movedCron, type TimeEdit } from './cronTimeEdit.ts';

const KINDS: readonly TimeEdit['kind'][] = ['free', 'hour', 'minute', 'fixed'];

/** The time edit the calendar opened its Edit with, from the definition's filled arguments (`kind`, `from`); an unreadable kind is `fixed`. */
function timeEditOf(args: Readonly<Record<string, unknown>> | undefined): TimeEdit {
  const kind = KINDS.find((known) => known === args?.kind) ?? 'fixed';
  return { kind, time: typeof args?.from === 'string' ? args.from : '' };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The calendar Edit's time rules, named by its definition (spec README decision on editing one
 * event of a schedule that runs several times a day):
 * - the check `cronTimeMoves` on Start time: the new time can be stored in the cron (`cron`), given
 *   how the opened time (`from`) may move (`kind`); a time not moved always can;
 * - the value rule `movedCron`: the cron with that time moved (`to`), as stored when it cannot move.
 */
export const cronMoveChecks = {
  cronTimeMoves: (value: unknown, args?: Readonly<Record<string, unknown>>) => movedCron(text(args?.cron), timeEditOf(args), text(value)).ok,
} as const;

export const cronMoveValueRules = {
  movedCron: (args: Readonly<Record<string, unknown>>) => {
    const moved = movedCron(text(args.cron), timeEditOf(args), text(args.to));
    return moved.ok ? moved.expression : text(args.cron);
  },
} as const;
