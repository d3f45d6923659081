import { describe, expect, it } from 'vitest';
import { issueMessage } from '../../lib/forms.ts';
import { customerProfile } from '../../test-support.tsx';
import {
  emailChangeErrorField,
  formToBody,
  type ProfileForm,
  passwordErrorField,
  profileSchema,
  profileToForm,
} from './profileForm.ts';

/** Field path to the message key of its problem, as the forms show them. */
const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
const validateProfile = (form: ProfileForm, opts: { phoneRequired: boolean }) =>
  problems(profileSchema(opts).safeParse(form, { error: issueMessage }));

const profile = customerProfile();

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
