import { describe, expect, it } from 'vitest';
import { decodePassword, encodePassword } from '../../src/domain/passwordEncoding';

describe('encodePassword / decodePassword', () => {
  it('encodes ASCII as plain base64', () => {
    expect(encodePassword('hunter2')).toBe('aHVudGVyMg==');
    expect(decodePassword('aHVudGVyMg==')).toBe('hunter2');
  });

  it('keeps any character through a round trip (accents, CJK, emoji), where btoa alone throws', () => {
    for (const password of ['Mot-de-passe-été', '密码123', 'p@ss 🌷 word', ' spaces kept ', '']) {
      expect(decodePassword(encodePassword(password))).toBe(password);
    }
    expect(() => btoa('été🌷')).toThrow();
    expect(encodePassword('é')).toBe('w6k=');
  });

  it('refuses what is not canonical base64 of UTF-8', () => {
    expect(decodePassword('aHVudGVyMg')).toBeUndefined(); // padding missing
    expect(decodePassword('aHVu dGVyMg==')).toBeUndefined(); // whitespace
    expect(decodePassword('hunter2!')).toBeUndefined(); // not base64
    expect(decodePassword('/w==')).toBeUndefined(); // byte 0xff is no UTF-8
    expect(decodePassword('aHVudGVyMh==')).toBeUndefined(); // stray bits in the last character
  });
});
