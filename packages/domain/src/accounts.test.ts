import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  birthDate,
  birthDateOf,
  compareVersions,
  createUserBody,
  email,
  needsAppUpdate,
  personName,
  signInBody,
  updateProfileBody,
  updateUserBody,
} from './accounts.ts';

describe('birth date', () => {
  it('joins day, month and year into YYYY-MM-DD', () => {
    expect(birthDateOf(3, 7, 1990)).toBe('1990-07-03');
  });

  it('accepts real dates of 1900-2021 only', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2021-12-31'), noInvalidDate: true }),
        (d) => {
          const v = d.toISOString().slice(0, 10);
          expect(birthDate.safeParse(v).success).toBe(true);
        },
      ),
    );
    for (const v of ['1899-12-31', '2022-01-01', '2021-02-29', '2000-13-01', '1990-7-3']) {
      expect(birthDate.safeParse(v).success, v).toBe(false);
    }
    expect(birthDate.safeParse('2000-02-29').success).toBe(true);
  });
});

describe('contracts', () => {
  it('lower-cases and trims e-mails', () => {
    expect(email.parse('  Nora@Example.COM ')).toBe('nora@example.com');
    expect(email.safeParse('not-an-email').success).toBe(false);
  });

  it('defaults the sign-up to a private Italian customer with B and C consents not given', () => {
    const parsed = signInBody.parse({
      activityId: 1,
      username: 'a@b.it',
      password: 'Password-1',
      code: '012345',
      name: 'A',
      surname: 'B',
      informativaPrivacy: true,
    });
    expect(parsed).toMatchObject({
      typo: 'F',
      language: 'it',
      informativaPointB: false,
      informativaPointC: false,
    });
  });

  it('fills nothing in a partial profile update', () => {
    expect(updateProfileBody.parse({ phone: '+39 333 1234567' })).toEqual({
      phone: '+39 333 1234567',
    });
  });
});

describe('version check', () => {
  it('compares versions numerically, part by part', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
    expect(compareVersions('2.0', '2.0.0')).toBe(0);
    expect(compareVersions('1.2.3', '1.2.4')).toBe(-1);
  });

  it('asks an app older than its platform minimum to update', () => {
    const min = { ios: '2.1.0', android: '1.5.0' };
    expect(needsAppUpdate('ios', '2.0.9', min)).toBe(true);
    expect(needsAppUpdate('ios', '2.1.0', min)).toBe(false);
    expect(needsAppUpdate('android', '2.0.0', min)).toBe(false);
  });
});

describe('person names (finding 3)', () => {
  it('takes letters of any script with marks, spaces, apostrophes, hyphens and dots', () => {
    for (const name of [
      'Giulia',
      "D'Angelo",
      'Anne-Marie',
      'J. R. R.',
      'St. John',
      'Renée',
      'Nguyễn Văn',
      'Μαρία',
      'Юлия',
      '山田',
      'O’Connor',
      'Zoë',
      'e\u0301lodie',
    ]) {
      expect(personName.safeParse(name).success, name).toBe(true);
    }
  });

  it('refuses line breaks, control characters, web addresses, digits and markup', () => {
    for (const name of [
      'Giulia\nHai vinto 500 €',
      'Giu\rlia',
      'Giu\u0007lia',
      'Giu\u202Elia',
      'evil.com',
      'www.evil.it',
      'https://evil.com',
      'Giulia evil.co',
      'Giulia 3331234567',
      '<b>Giulia</b>',
      '-Giulia',
      '.',
      ' ',
      'a'.repeat(81),
    ]) {
      expect(personName.safeParse(name).success, JSON.stringify(name)).toBe(false);
    }
  });

  it('is the rule of every contract that writes a name', () => {
    const bad = 'Vinci su https://evil.example';
    expect(updateProfileBody.safeParse({ name: bad }).success).toBe(false);
    expect(updateUserBody.safeParse({ surname: bad }).success).toBe(false);
    expect(
      createUserBody.safeParse({
        activityId: 1,
        username: 'a@b.it',
        name: bad,
        surname: 'Rossi',
        password: 'a-password-1',
      }).success,
    ).toBe(false);
    expect(signInBody.shape.name.safeParse(bad).success).toBe(false);
  });
});
