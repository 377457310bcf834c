/**
 * How a simulated prediction pipeline moves (002 §4 Pipeline status values), computed on read
 * from the seconds since it was triggered: no timer runs. It is 'created' for its first
 * CREATED_SECONDS, then 'running' until FINISHED_SECONDS, then 'success', or 'failed' when it was
 * triggered with a failure (a week before the current one: pastWeekFailure).
 */
export const CREATED_SECONDS = 5;
export const FINISHED_SECONDS = 30;

export type PipelineStatus = 'created' | 'running' | 'success' | 'failed';

export interface PipelineState {
  status: PipelineStatus;
  message: string;
}

/** The state of a pipeline triggered at `createdAt`, at `now`; `failure` is why it fails ('' when it succeeds). */
export function pipelineStateAt(createdAt: Date, now: Date, failure: string): PipelineState {
  const seconds = (now.getTime() - createdAt.getTime()) / 1000;
  if (seconds < CREATED_SECONDS) return { status: 'created', message: 'The pipeline is waiting for a runner.' };
  if (seconds < FINISHED_SECONDS) return { status: 'running', message: 'The pipeline is forecasting the sales of the week.' };
  if (failure !== '') return { status: 'failed', message: failure };
  return { status: 'success', message: 'The prediction is ready.' };
}

/** WWYY as a number that sorts in time order (YYWW). */
function weekOrder(code: string): number {
  return Number(code.slice(2, 4)) * 100 + Number(code.slice(0, 2));
}

/**
 * Why a pipeline for `weekCode` fails when triggered in the week `currentWeek` (both WWYY): a
 * week before the current one has no sales left to forecast. '' when it does not fail.
 */
export function pastWeekFailure(weekCode: string, currentWeek: string): string {
  return weekOrder(weekCode) < weekOrder(currentWeek)
    ? `Week ${weekCode} is before the current week (${currentWeek}): there are no sales left to forecast.`
    : '';
}
