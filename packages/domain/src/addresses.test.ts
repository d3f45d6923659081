import { describe, expect, it } from 'vitest';
import { isPostalCode, postalCodeDigits, townSearchKey, townSearchKeys } from './addresses.ts';

describe('postal codes by nation', () => {
  it('takes 5 digits in Italy, and nothing else', () => {
    expect(isPostalCode('IT', '40026')).toBe(true);
    expect(isPostalCode('it', ' 00118 ')).toBe(true);
    for (const cap of ['4002', '400260', '4002A', '', '40 26'])
      expect(isPostalCode('IT', cap), cap).toBe(false);
    expect(postalCodeDigits('IT')).toBe(5);
  });

  it('takes each nation’s own shape, and a plausible code where none is known', () => {
    expect(isPostalCode('CH', '6900')).toBe(true);
    expect(isPostalCode('CH', '69000')).toBe(false);
    expect(postalCodeDigits('CH')).toBe(4);
    expect(isPostalCode('GB', 'SW1A 1AA')).toBe(true);
    expect(isPostalCode('GB', '12345')).toBe(false);
    expect(postalCodeDigits('GB')).toBeNull();
    expect(isPostalCode('PT', '1000-001')).toBe(true);
    expect(isPostalCode(null, 'x')).toBe(false);
  });
});

describe('town search keys', () => {
  it('drop accents, case and extra spaces', () => {
    expect(townSearchKey('Forlì')).toBe('forli');
    expect(townSearchKey('  Sant’Agata   de’ Goti ')).toBe('sant’agata de’ goti');
    expect(townSearchKey('München')).toBe('munchen');
  });

  it('give a town of two names a key for each', () => {
    expect(townSearchKeys('Bolzano/Bozen')).toEqual({ searchName: 'bolzano', searchAlt: 'bozen' });
    expect(townSearchKeys('Imola')).toEqual({ searchName: 'imola', searchAlt: '' });
  });
});
