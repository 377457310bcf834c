import type { CallResult } from '../../../api/callEndpoint';
import type { Condition, Endpoint, SubmitStep } from '../../../generated/screen';

/** The steps' answers by step id, as later templates read them: `{upload.answer.url}`. A failed `continue` step has none. */
export type StepAnswers = Record<string, { answer: unknown }>;

/** How the steps went: on to the submit's own call with their answers, or stopped by a failed `stop` step. */
export type StepsOutcome = { answers: StepAnswers; stopped?: undefined } | { answers: StepAnswers; stopped: { step: SubmitStep; result: CallResult } };

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
  for (const step of steps) {
    if (step.when !== undefined && !runner.holds(step.when, answers)) continue;
    const endpoint = runner.endpoints[step.endpoint];
    const result = endpoint ? await runner.call(step, endpoint, answers) : unknownEndpoint(step.endpoint);
    if (result.ok) answers[step.id] = { answer: result.data };
    else if (step.onFailure === 'stop') return { answers, stopped: { step, result } };
  }
  return { answers };
}
