import { describe, expect, it } from 'vitest';
import { changedSinceStart, type DefaultsOf } from '../../runtime/kinds/page/state/formDirty';

/** A form whose schema gives `type` the default 7 and `sendSMS` false (Unsubscribe phone). */
const ready: DefaultsOf = { status: 'ready', withDefaults: (values) => ({ type: 7, sendSMS: false, ...values }) };

describe('changedSinceStart: a form is dirty only when a value differs from where it started', () => {
  it('is clean before and after the form fills its defaults in', () => {
    expect(changedSinceStart(ready, {}, {})).toBe(false);
    expect(changedSinceStart(ready, { type: 7, sendSMS: false }, {})).toBe(false);
    expect(changedSinceStart(ready, { type: 7, sendSMS: false, phone: '' }, {})).toBe(false);
  });

  it('is dirty once a value differs, and clean again when it is put back', () => {
    expect(changedSinceStart(ready, { type: 14, sendSMS: false }, {})).toBe(true);
    expect(changedSinceStart(ready, { type: 7, sendSMS: false, phone: '204-555-0134' }, {})).toBe(true);
    expect(changedSinceStart(ready, { type: 7, sendSMS: false, phone: '204-555-0134' }, { phone: '204-555-0134' })).toBe(false);
  });

  it('compares the values as they are while the form is not ready', () => {
    expect(changedSinceStart({ status: 'loading' }, {}, {})).toBe(false);
    expect(changedSinceStart({ status: 'loading' }, { phone: 'x' }, {})).toBe(true);
  });
});
