import type { Answer } from './send';
import type { BadRequest } from './request';

/** What is wrong with an answer to a bad request, or undefined when it is right. */
export function answerProblem(call: BadRequest, answer: Answer): string | undefined {
  if (!call.status.includes(answer.status)) return `status ${answer.status}, expected ${call.status.join(' or ')}`;
  if (!/^application\/json/.test(answer.contentType)) return `Content-Type ${answer.contentType || 'missing'}, expected JSON`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'the answer is not JSON';
  }
  if (typeof body !== 'object' || body === null || !('error' in body) || typeof body.error !== 'string' || body.error === '') return 'no { error } sentence';
  if (!call.fields) return undefined;
  const fields = 'fields' in body && typeof body.fields === 'object' && body.fields !== null ? Object.keys(body.fields) : [];
  const named = fields.some((key) => call.fields?.some((field) => key === field || key.startsWith(`${field}.`)));
  return named ? undefined : `fields ${JSON.stringify(fields)} name none of ${JSON.stringify(call.fields)}`;
}

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text);

/** A failure as a reader wants it: endpoint, request, answer, and what was expected. */
export function describeFailure(endpoint: string, call: BadRequest, answer: Answer, problem: string): string {
  return [
    `${endpoint} — ${call.what}: ${problem}`,
    `  request: ${call.method} ${clip(call.path, 200)}${call.contentType === undefined ? '' : ` [${call.contentType}]`}${call.body === undefined ? '' : ` ${clip(JSON.stringify(call.body), 300)}`}`,
    `  answer:  ${answer.status} [${answer.contentType}] ${clip(answer.text, 300)}`,
  ].join('\n');
}
