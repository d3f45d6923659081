import type { Profile } from '@tessera/domain';
import { describe, expect, it } from 'vitest';
import { issueMessage } from '../../lib/forms.ts';
import {
  addressSchema,
  addressToBody,
  BIRTH_YEARS,
  daysInMonth,
  EMPTY_ADDRESS,
  emailChangeErrorField,
  formToBody,
  joinBirthDate,
  type ProfileForm,
  passwordErrorField,
  profileSchema,
  profileToForm,
  splitBirthDate,
} from './profileForm.ts';

/** Field path to the message key of its problem, as the forms show them. */
const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
const validateProfile = (form: ProfileForm, opts: { phoneRequired: boolean }) =>
  problems(profileSchema(opts).safeParse(form, { error: issueMessage }));

const profile: Profile = {
  id: 7,
  username: 'cliente@tessera.demo',
  email: 'cliente@tessera.demo',
  name: 'Cliente',
  surname: 'Demo',
  birthDate: '1990-02-03',
  gender: null,
  typo: 'F',
  countryId: 12,
  country: { id: 12, name: 'Milano', province: 'MI' },
  nationId: 1,
  address: 'Via Roma',
  streetNumber: null,
  cap: '00100',
  town: null,
  phone: null,
  language: 'it',
  inviteCode: 'ABC',
  roles: ['ROLE_USER'],
};

describe('birth date pickers', () => {
  it('offers the years 2021 down to 1900', () => {
    expect(BIRTH_YEARS[0]).toBe(2021);
    expect(BIRTH_YEARS.at(-1)).toBe(1900);
    expect(BIRTH_YEARS).toHaveLength(122);
  });

  it('splits YYYY-MM-DD into day, month and year, and joins them back', () => {
    expect(splitBirthDate('1990-02-03')).toEqual({ day: '3', month: '2', year: '1990' });
    expect(splitBirthDate(null)).toEqual({ day: '', month: '', year: '' });
    expect(splitBirthDate('nonsense')).toEqual({ day: '', month: '', year: '' });
    expect(joinBirthDate({ day: '3', month: '2', year: '1990' })).toEqual({
      ok: true,
      value: '1990-02-03',
    });
    for (const v of ['1900-01-01', '2021-12-31', '2000-02-29']) {
      expect(joinBirthDate(splitBirthDate(v))).toEqual({ ok: true, value: v });
    }
  });

  it('joins three empty pickers to no date, and refuses partial or impossible dates', () => {
    expect(joinBirthDate({ day: '', month: '', year: '' })).toEqual({ ok: true, value: null });
    expect(joinBirthDate({ day: '3', month: '', year: '1990' }).ok).toBe(false);
    expect(joinBirthDate({ day: '29', month: '2', year: '2001' }).ok).toBe(false);
    expect(joinBirthDate({ day: '31', month: '4', year: '2001' }).ok).toBe(false);
    expect(joinBirthDate({ day: '1', month: '1', year: '1899' }).ok).toBe(false);
    expect(joinBirthDate({ day: '1', month: '1', year: '2022' }).ok).toBe(false);
  });

  it('knows the days of each month', () => {
    expect(daysInMonth(2, 2000)).toBe(29);
    expect(daysInMonth(2, 2001)).toBe(28);
    expect(daysInMonth(2, Number.NaN)).toBe(29);
    expect(daysInMonth(4, 2001)).toBe(30);
    expect(daysInMonth(12, 2001)).toBe(31);
  });
});

describe('profile form', () => {
  it('fills from the profile and builds the update-profile body', () => {
    const form = profileToForm(profile);
    expect(form).toMatchObject({
      birthDate: { day: '3', month: '2', year: '1990' },
      phone: '',
      gender: '',
    });
    expect(formToBody({ ...form, town: '  Roma ', phone: ' ', gender: 'F' })).toEqual({
      name: 'Cliente',
      surname: 'Demo',
      birthDate: '1990-02-03',
      phone: null,
      address: 'Via Roma',
      streetNumber: null,
      cap: '00100',
      town: 'Roma',
      nationId: 1,
      countryId: 12,
      gender: 'F',
      typo: 'F',
      language: 'it',
    });
  });

  it('checks the required fields, birth date and phone', () => {
    const form = profileToForm(profile);
    expect(validateProfile(form, { phoneRequired: false })).toEqual({});
    expect(validateProfile(form, { phoneRequired: true })).toEqual({
      phone: 'validation.required',
    });
    expect(
      validateProfile(
        { ...form, name: ' ', birthDate: { ...form.birthDate, day: '' }, phone: '12' },
        { phoneRequired: false },
      ),
    ).toEqual({
      name: 'validation.required',
      birthDate: 'profile.errors.birthDate',
      phone: 'validation.phone',
    });
    expect(validateProfile({ ...form, phone: '+39 333 1234567' }, { phoneRequired: true })).toEqual(
      {},
    );
  });
});

describe('addresses and the errors of the dialogs', () => {
  it('requires address, postal code and country', () => {
    expect(problems(addressSchema.safeParse(EMPTY_ADDRESS, { error: issueMessage }))).toEqual({
      address: 'validation.required',
      cap: 'validation.required',
      countryId: 'validation.required',
    });
    expect(
      addressToBody({
        address: ' Via Po ',
        streetNumber: '',
        cap: '10100',
        town: '',
        countryId: 3,
      }),
    ).toEqual({ address: 'Via Po', streetNumber: null, cap: '10100', town: null, countryId: 3 });
  });

  it('puts each server message under its field', () => {
    expect(passwordErrorField('old_password_incorrect')).toBe('oldPassword');
    expect(passwordErrorField('old_password_required')).toBe('oldPassword');
    expect(passwordErrorField('password_required')).toBe('password');
    expect(passwordErrorField('password_too_short')).toBe('password');
    expect(passwordErrorField('passwords_mismatch')).toBe('confirmPassword');
    expect(passwordErrorField('error')).toBeNull();
    expect(emailChangeErrorField('old_password_incorrect')).toBe('currentPassword');
    expect(emailChangeErrorField('email_taken')).toBe('email');
    expect(emailChangeErrorField('invalid_input')).toBe('email');
    expect(emailChangeErrorField('code_invalid')).toBe('code');
    expect(emailChangeErrorField('code_expired')).toBe('code');
    expect(emailChangeErrorField('code_locked')).toBe('code');
    expect(emailChangeErrorField('rate_limited')).toBeNull();
  });
});
