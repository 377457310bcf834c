import type { CallResult } from '../../api/callEndpoint';
import type { OutcomeText, PageSubmit } from '../../generated/screen';
import { firstFilledText } from '../../templates/outcomeText';

/** Fills a template over the form's context, `answer` being the answer's body. */
export type FillAnswer = (template: string, answer?: unknown) => string;

/**
 * How a form words the answer to its submit (undefined: it says nothing). `noEndpoint`: the
 * definition names a call it does not declare, so nothing was sent.
 */
export type AnswerText = (result: CallResult, fill: FillAnswer, noEndpoint?: boolean) => string | undefined;

/** A page form's submit, whose texts word its answers. */
type SubmitTexts = PageSubmit;

/** The text of an answer: `success`; `conflict` on a 409; `networkFailure` when no answer came (status 0); else `failure`. */
export function outcomeTemplate(submit: SubmitTexts, ok: boolean, status: number): OutcomeText | undefined {
  if (ok) return submit.success;
  if (status === 409 && submit.conflict !== undefined) return submit.conflict;
  if (status === 0 && submit.networkFailure !== undefined) return submit.networkFailure;
  return submit.failure;
}

/** With `serverErrorText`, a failure's own sentence from the server (not a 409 with `conflict`, nor no answer): undefined when it says none. */
export function serverSentence(submit: SubmitTexts, status: number, errorText: string | undefined): string | undefined {
  if (submit.serverErrorText !== true || status === 0 || (status === 409 && submit.conflict !== undefined)) return undefined;
  return errorText;
}

/** A page form's wording: its submit's texts (the first alternative that fills), the server's sentence first where `serverErrorText` asks. */
export function answerTextOf(submit: SubmitTexts): AnswerText {
  return (result, fill, noEndpoint) => {
    if (noEndpoint) return firstFilledText(submit.failure, (template) => fill(template));
    const server = result.ok ? undefined : serverSentence(submit, result.status, result.errorText);
    return server ?? firstFilledText(outcomeTemplate(submit, result.ok, result.status), (template) => fill(template, result.data));
  };
}

/**
 * A grid or sub-table form's wording (001 §8): a success says the server's own sentence (the
 * endpoint's `successText`); a failure the server's sentence when `serverErrorText` asks and the
 * server answered, else the `failedMessage` (a template, e.g. over the sub-table's `parent`), else
 * the server's error text (a 409's conflict sentence among them), else the HTTP status.
 */
export function gridAnswerText(failedMessage: string | undefined, serverErrorText: boolean | undefined): AnswerText {
  return (result, fill) => {
    if (result.ok) return result.successText;
    const filled = failedMessage === undefined ? '' : fill(failedMessage);
    const failedText = filled.trim() === '' ? undefined : filled;
    // The server's own sentence, never a network error's text.
    const serverText = serverErrorText && result.status > 0 ? result.errorText : undefined;
    return serverText ?? failedText ?? result.errorText ?? `The request failed (HTTP ${result.status}).`;
  };
}
