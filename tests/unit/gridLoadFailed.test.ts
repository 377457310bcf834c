import { describe, expect, it } from 'vitest';
import { loadFailedText } from '../../runtime/kinds/grid/loadFailedText';

const texts = { loadFailed: 'Response Error', loadFailedNetwork: 'Network Error: Please try again later', loadFailedAnswer: '{error}' };

describe('loadFailedText: what a failed list load says (002 §8)', () => {
  it('no answer at all: loadFailedNetwork, else loadFailed', () => {
    expect(loadFailedText(texts, { status: 0, data: undefined })).toBe('Network Error: Please try again later');
    expect(loadFailedText({ loadFailed: 'Response Error' }, { status: 0, data: undefined })).toBe('Response Error');
  });
  it('an answer whose body fills loadFailedAnswer: that text', () => {
    expect(loadFailedText(texts, { status: 503, data: { error: 'The event bus is not answering' } })).toBe('The event bus is not answering');
  });
  it('an answer without it (no body, blank, a text page): loadFailed', () => {
    expect(loadFailedText(texts, { status: 500, data: undefined })).toBe('Response Error');
    expect(loadFailedText(texts, { status: 500, data: { error: '  ' } })).toBe('Response Error');
    expect(loadFailedText(texts, { status: 502, data: '<html>Bad gateway</html>' })).toBe('Response Error');
  });
  it('a plain text is said whatever happened', () => expect(loadFailedText('Could not load', { status: 0, data: undefined })).toBe('Could not load'));
});
