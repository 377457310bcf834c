import { describe, expect, it } from 'vitest';
import { decodePassword, encodePassword, passwordDecoded, passwordEncoded } from '../../../shared/passwordEncoding';
import { templateFilters } from '../../../src/domain/textRules';

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

describe('the template filters passwordEncoded / passwordDecoded', () => {
  it('encode a typed password as the service takes it and read it back, any character and spaces kept', () => {
    expect(passwordEncoded('Pâte-à-choux 🌷')).toBe(encodePassword('Pâte-à-choux 🌷'));
    expect(passwordDecoded(passwordEncoded(' Pâte-à-choux 🌷 '))).toBe(' Pâte-à-choux 🌷 ');
    expect(passwordEncoded(1234)).toBe('MTIzNA==');
  });

  it('leave nothing typed as nothing, so a body leaves the key out', () => {
    expect(passwordEncoded(undefined)).toBeUndefined();
    expect(passwordEncoded(null)).toBeUndefined();
    expect(passwordEncoded('')).toBeUndefined();
  });

  it('read nothing from what is no encoded password (a password the service cannot open is null)', () => {
    expect(passwordDecoded(null)).toBeUndefined();
    expect(passwordDecoded(undefined)).toBeUndefined();
    expect(passwordDecoded(42)).toBeUndefined();
    expect(passwordDecoded('hunter2!')).toBeUndefined();
  });

  it('are filters definitions may name', () => {
    expect(templateFilters.passwordEncoded).toBe(passwordEncoded);
    expect(templateFilters.passwordDecoded).toBe(passwordDecoded);
  });
});
