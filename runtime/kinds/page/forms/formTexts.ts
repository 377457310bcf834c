import type { PageField, PageSubmit } from '../../../generated/screen';
import type { DefinitionText } from '../blocks/parts';
import { widgetPartsOf } from '../../form/widgets/registry';

type Texts = DefinitionText[];

/** A submit's texts: its label (and those of `labelWhen`), confirm, outcomes, guards and poll texts. */
export function submitTexts(at: string, submit: PageSubmit): Texts {
  const texts: Texts = [{ key: `${at}.submit.label`, text: submit.label }];
  for (const [i, alternative] of (submit.labelWhen ?? []).entries()) texts.push({ key: `${at}.submit.labelWhen.${i}.label`, text: alternative.label });
  for (const key of ['confirm', 'incomplete', 'waitText'] as const) {
    const text = submit[key];
    if (text !== undefined) texts.push({ key: `${at}.submit.${key}`, text });
  }
  for (const key of ['success', 'failure', 'conflict', 'networkFailure'] as const) {
    const text = submit[key];
    // Alternatives are listed each under its index (`failure.1`), the fallback last.
    if (typeof text === 'string') texts.push({ key: `${at}.submit.${key}`, text });
    else text?.forEach((alternative, i) => texts.push({ key: `${at}.submit.${key}.${i}`, text: alternative }));
  }
  for (const [i, guard] of (submit.guards ?? []).entries()) texts.push({ key: `${at}.submit.guards.${i}`, text: guard.message });
  for (const [i, requirement] of (submit.requires ?? []).entries()) texts.push({ key: `${at}.submit.requires.${i}`, text: requirement.message });
  for (const step of submit.before ?? []) {
    const failure = step.failure;
    if (typeof failure === 'string') texts.push({ key: `${at}.submit.before.${step.id}.failure`, text: failure });
    else failure?.forEach((alternative, i) => texts.push({ key: `${at}.submit.before.${step.id}.failure.${i}`, text: alternative }));
  }
  if (submit.poll) {
    texts.push({ key: `${at}.submit.poll.networkErrorText`, text: submit.poll.networkErrorText });
    const failText = submit.poll.failText;
    if (typeof failText === 'string') texts.push({ key: `${at}.submit.poll.failText`, text: failText });
    else failText?.forEach((alternative, i) => texts.push({ key: `${at}.submit.poll.failText.${i}`, text: alternative }));
    if (submit.poll.stalled !== undefined) texts.push({ key: `${at}.submit.poll.stalled.text`, text: submit.poll.stalled.text });
    if (submit.poll.leaveText !== undefined) texts.push({ key: `${at}.submit.poll.leaveText`, text: submit.poll.leaveText });
  }
  return texts;
}

/** A form's field texts: labels, hints, original values beside the labels, messages and what a widget shows. */
export function fieldTexts(at: string, fields: readonly PageField[]): Texts {
  return fields.flatMap((field) => [
    ...(field.label !== undefined ? [{ key: `${at}.fields.${field.name}.label`, text: field.label }] : []),
    ...(field.hint !== undefined ? [{ key: `${at}.fields.${field.name}.hint`, text: field.hint }] : []),
    ...(field.original !== undefined ? [{ key: `${at}.fields.${field.name}.original`, text: field.original }] : []),
    ...Object.entries(field.messages ?? {}).flatMap(([keyword, text]) => (text === undefined ? [] : [{ key: `${at}.fields.${field.name}.messages.${keyword}`, text }])),
    ...(field.ui ? widgetPartsOf(field.ui.widget).texts(field.ui) : []).map(({ key, text }) => ({ key: `${at}.fields.${field.name}.${key}`, text })),
  ]);
}

