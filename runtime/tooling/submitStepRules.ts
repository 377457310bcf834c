import type { PageSubmit, SubmitBodyValue } from '../generated/screen';
import type { Found } from './problems.ts';

/** Names a step cannot take: what the submit's templates read already. */
const TAKEN = ['answer', 'started', 'user', 'today'];

/** Whether a placeholder or condition path reads one of these steps' answers (`upload.answer.url`). */
export const stepReads =
  (ids: readonly string[]) =>
  (path: string): boolean => {
    const [head = '', next] = path.split('.');
    return ids.includes(head) && next === 'answer';
  };

/** The file fields a body sends (`{ "file": "image" }`). */
function filesSent(body: PageSubmit['body']): string[] {
  if (body === undefined || typeof body === 'string') return [];
  return Object.values(body).flatMap((value: SubmitBodyValue | undefined) => (value !== undefined && typeof value === 'object' && 'file' in value ? [value.file] : []));
}

/** A step's (or undo's) call: POST, PUT or DELETE, and a DELETE given no body. */
function callProblems(at: string, endpoint: string, hasBody: boolean, context: StepRuleContext): Found[] {
  const method = context.methodOf(endpoint);
  if (method === 'GET') return [[`${at}/endpoint`, `endpoint "${endpoint}" is GET: a step changes something (POST, PUT or DELETE)`, 'endpoint.wrong-method']];
  if (method === 'DELETE' && hasBody) return [[`${at}/body`, `endpoint "${endpoint}" is DELETE: it sends no body`, 'form.step.delete-with-body']];
  return [];
}

export interface StepRuleContext {
  /** The form's field names. */
  fields: ReadonlySet<string>;
  /** The page's block ids. */
  blocks: ReadonlySet<string>;
  /** The form's `file` fields. */
  fileFields: ReadonlySet<string>;
  methodOf(endpoint: string): string | undefined;
}

/**
 * The rules of a submit's `before` steps and of the files its calls send: step ids unique and
 * naming neither a field, a block nor what templates read already; steps and their undo calls
 * call POST, PUT or DELETE (a DELETE sends no body, so none is given it); a form whose calls
 * all have a `body` sends each file field through some `{ "file": … }`.
 */
export function submitStepProblems(at: string, submit: PageSubmit, context: StepRuleContext): Found[] {
  const problems: Found[] = [];
  const seen = new Set<string>();
  (submit.before ?? []).forEach((step, k) => {
    const stepAt = `${at}/submit/before/${k}`;
    if (seen.has(step.id)) problems.push([`${stepAt}/id`, `step id "${step.id}" is already used by another step`, 'form.step.duplicate-id']);
    else if (context.fields.has(step.id)) problems.push([`${stepAt}/id`, `"${step.id}" names a field of the form: a step's answer would hide it`, 'form.step.id-hides-name']);
    else if (context.blocks.has(step.id)) problems.push([`${stepAt}/id`, `"${step.id}" names a block of the page: a step's answer would hide its state`, 'form.step.id-hides-name']);
    else if (TAKEN.includes(step.id)) problems.push([`${stepAt}/id`, `"${step.id}" cannot name a step: the submit's templates read ${step.id} already`, 'form.step.id-hides-name']);
    seen.add(step.id);
    problems.push(...callProblems(`${stepAt}`, step.endpoint, step.body !== undefined, context));
    if (step.undo !== undefined) problems.push(...callProblems(`${stepAt}/undo`, step.undo.endpoint, step.undo.body !== undefined, context));
    if (step.onFailure !== 'stop' && step.failure !== undefined) problems.push([`${stepAt}/failure`, 'only a step that stops the submit says a failure ("onFailure": "stop")', 'form.step.failure-without-stop']);
  });
  // A call without a body of its own sends the values, file fields as files; with bodies only, each file must be named in one.
  const everyCallHasBody = submit.body !== undefined && (submit.before ?? []).every((step) => step.body !== undefined);
  if (everyCallHasBody) {
    const sent = new Set([...filesSent(submit.body), ...(submit.before ?? []).flatMap((step) => filesSent(step.body))]);
    for (const field of context.fileFields) {
      if (!sent.has(field)) problems.push([`${at}/submit/body`, `the file chosen in "${field}" is never sent: name it in a body, e.g. "${field}": { "file": "${field}" }`, 'form.file.never-sent']);
    }
  }
  return problems;
}
