/**
 * Running the browser tests on another day: `E2E_CLOCK_AT=<instant ahead of now> npx playwright test
 * [specs…]`. The run's config turns the instant into E2E_CLOCK_OFFSET_MS once (workers and test
 * servers inherit it), and every process of the run reads a clock that far ahead, still running: the
 * test servers (startServer.ts) so the seed, the services and the tokens live on that day, the test
 * workers so the tests' own dates agree, and each test's browser (test.ts). Only instants ahead of
 * now: the browser keeps the identity provider's cookies by its own, real clock.
 */
export function clockOffset(): number {
  return Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0);
}

/** In the run's config: fixes the offset of E2E_CLOCK_AT for the whole run, then moves this process's clock. */
export function startRunClock(): void {
  const at = process.env.E2E_CLOCK_AT;
  if (at && process.env.E2E_CLOCK_OFFSET_MS === undefined) {
    const instant = Date.parse(at);
    if (Number.isNaN(instant) || instant < Date.now()) throw new Error(`E2E_CLOCK_AT must be an instant ahead of now, not '${at}'`);
    process.env.E2E_CLOCK_OFFSET_MS = String(instant - Date.now());
  }
  shiftProcessClock();
}

/** Moves this Node process's clock (`Date`, `Date.now()`) ahead by the run's offset, once; time still runs. */
export function shiftProcessClock(): void {
  const offset = clockOffset();
  if (offset === 0 || process.env.E2E_CLOCK_SHIFTED === String(process.pid)) return;
  process.env.E2E_CLOCK_SHIFTED = String(process.pid);
  const RealDate = Date;
  const now = () => RealDate.now() + offset;
  // A proxy rather than a subclass: every constructor form, `Date()` as a function and `instanceof` keep working.
  globalThis.Date = new Proxy<DateConstructor>(RealDate, {
    construct: (target, args: unknown[], newTarget): object => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object,
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver): unknown => (property === 'now' ? now : (Reflect.get(target, property, receiver) as unknown)),
  });
}
