import type { CallResult } from '../../../api/callEndpoint';
import type { Condition, Endpoint, SubmitStep, SubmitStepUndo } from '../../../generated/screen';

/** The steps' answers by step id, as later templates read them: `{upload.answer.url}`. A failed `continue` step has none. */
export type StepAnswers = Record<string, { answer: unknown }>;

/**
 * How the steps went: on to the submit's own call with their answers, or stopped by a failed
 * `stop` step. `made` lists the steps that succeeded, in order (what `undoSteps` takes back).
 */
export type StepsOutcome =
  | { answers: StepAnswers; made: SubmitStep[]; stopped?: undefined }
  | { answers: StepAnswers; made: SubmitStep[]; stopped: { step: SubmitStep; result: CallResult } };

export interface StepRunner {
  endpoints: Readonly<Record<string, Endpoint | undefined>>;
  /** Whether a step's `when` holds, given the answers so far. */
  holds(condition: Condition, answers: StepAnswers): boolean;
  call(step: SubmitStep, endpoint: Endpoint, answers: StepAnswers): Promise<CallResult>;
}

/** What a step naming no endpoint of the page comes to: a failure, so a `stop` step says its text. */
const unknownEndpoint = (name: string): CallResult => ({ ok: false, status: 0, data: undefined, errorText: `Unknown endpoint "${name}"` });

/**
 * A submit's `before` steps, in order: a step whose `when` does not hold is skipped; a success
 * publishes its answer under its id; a failure of a `continue` step leaves it absent and goes on;
 * a failure of a `stop` step ends there.
 */
export async function runSteps(steps: readonly SubmitStep[], runner: StepRunner): Promise<StepsOutcome> {
  const answers: StepAnswers = {};
  const made: SubmitStep[] = [];
  for (const step of steps) {
    if (step.when !== undefined && !runner.holds(step.when, answers)) continue;
    const endpoint = runner.endpoints[step.endpoint];
    const result = endpoint ? await runner.call(step, endpoint, answers) : unknownEndpoint(step.endpoint);
    if (result.ok) {
      answers[step.id] = { answer: result.data };
      made.push(step);
    } else if (step.onFailure === 'stop') return { answers, made, stopped: { step, result } };
  }
  return { answers, made };
}

export interface UndoRunner {
  endpoints: Readonly<Record<string, Endpoint | undefined>>;
  call(undo: SubmitStepUndo, endpoint: Endpoint, answers: StepAnswers): Promise<CallResult>;
}

/**
 * Takes back the steps made, once a later call of the submit failed: the `undo` call of each
 * step that has one, the last step first (a compensating call: the rename that deleted the old
 * title adds it back). Every undo is tried, a failed one included; answers whether all succeeded.
 */
export async function undoSteps(made: readonly SubmitStep[], answers: StepAnswers, runner: UndoRunner): Promise<boolean> {
  let allUndone = true;
  for (const step of [...made].reverse()) {
    if (step.undo === undefined) continue;
    const endpoint = runner.endpoints[step.undo.endpoint];
    const result = endpoint ? await runner.call(step.undo, endpoint, answers) : unknownEndpoint(step.undo.endpoint);
    if (!result.ok) allUndone = false;
  }
  return allUndone;
}
