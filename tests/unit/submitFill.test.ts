import { describe, expect, it } from 'vitest';
import { filledFields } from '../../runtime/kinds/page/forms/submitFill';

const answer = { data: { data: { pipeline_id: 42, status: 'created' } }, message: 'Pipeline 42 created' };

describe('filledFields', () => {
  it('fills each target from the answer, one placeholder keeping the number', () => {
    expect(filledFields({ 'status.pipelineId': '{answer.data.data.pipeline_id}' }, {}, answer)).toEqual([['status.pipelineId', 42]]);
  });
  it('reads the values and the page state under the answer', () => {
    expect(filledFields({ 'note.text': '{weekCode}: {answer.message}' }, { weekCode: '4926' }, answer)).toEqual([['note.text', '4926: Pipeline 42 created']]);
  });
  it('writes nothing for a template filling to nothing, or without fill', () => {
    expect(filledFields({ 'status.pipelineId': '{answer.data.id}' }, {}, answer)).toEqual([]);
    expect(filledFields(undefined, {}, answer)).toEqual([]);
  });
});
