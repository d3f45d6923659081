import { describe, expect, it } from 'vitest';
import { issueMessage } from '../../lib/forms.ts';
import type { PublicConfiguration } from './api/get-public-configuration.ts';
import {
  emptyForm,
  type RegistrationForm,
  type RegistrationValues,
  registrationSchema,
  signInBodyOf,
} from './form.ts';

/** Field path to the message key of its problem, as the form shows them. */
function validate(form: RegistrationForm, c: PublicConfiguration | null) {
  const result = registrationSchema(c).safeParse(form, { error: issueMessage });
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

const config: PublicConfiguration = {
  activityId: 1,
  bookingType: 'NO',
  shopType: 'A',
  templateAppHome: 'S',
  graphicCardType: 'B',
  showAddressCustomer: true,
  showNationCustomer: true,
  requiredPhoneNumber: true,
  multiLanguage: true,
  androidStoreUrl: null,
  iosStoreUrl: null,
};
const filled = {
  ...emptyForm(),
  name: ' Anna ',
  surname: 'Rossi',
  phone: '+39 333 1234567',
  password: 'Segreta123',
  confirmPassword: 'Segreta123',
  informativaPrivacy: true,
};
const journey = { activityId: 1, storeId: 2, username: 'anna@example.com', code: '123456' };

describe('registration form', () => {
  it('defaults to a private customer with no consent ticked (GDPR: B and C too)', () => {
    const f = emptyForm();
    expect([f.typo, f.informativaPointB, f.informativaPointC]).toEqual(['F', false, false]);
    expect(f.informativaPrivacy).toBe(false);
  });

  it('requires name, surname, password, privacy and the phone when the activity says so', () => {
    expect(validate(emptyForm(), config)).toEqual({
      name: 'validation.required',
      surname: 'validation.required',
      phone: 'validation.required',
      password: 'validation.passwordRequired',
      informativaPrivacy: 'registration.form.privacyRequired',
    });
    expect(validate({ ...filled, phone: '' }, { ...config, requiredPhoneNumber: false })).toEqual(
      {},
    );
    expect(validate(filled, config)).toEqual({});
  });

  it('checks the phone, the password length and the confirmation', () => {
    expect(validate({ ...filled, phone: 'abc' }, config).phone).toBe('validation.phone');
    expect(validate({ ...filled, name: 'x'.repeat(81) }, config).name).toBe(
      'validation.tooLong|{"max":80}',
    );
    expect(validate({ ...filled, password: 'short', confirmPassword: 'short' }, config)).toEqual({
      password: 'validation.passwordShort|{"min":8}',
    });
    expect(validate({ ...filled, confirmPassword: 'Segreta124' }, config)).toEqual({
      confirmPassword: 'validation.passwordMismatch',
    });
    expect(
      validate({ ...filled, birthDate: { day: '1', month: '', year: '' } }, config).birthDate,
    ).toBe('registration.form.birthDateInvalid');
  });

  it('sends the code, store, device type and only the fields the activity shows', () => {
    const town = { id: 9, name: 'Bologna', province: 'BO', nationId: 1 };
    const form = { ...filled, nationId: 1, town, address: 'Via Roma', cap: '40100' };
    const body = signInBodyOf(
      { ...form, birthDate: { day: '5', month: '3', year: '1990' } } as RegistrationValues,
      config,
      journey,
      'es',
    );
    expect(body).toMatchObject({
      language: 'es',
      activityId: 1,
      storeId: 2,
      username: 'anna@example.com',
      code: '123456',
      deviceType: 'web',
      name: 'Anna',
      birthDate: '1990-03-05',
      gender: null,
      typo: 'F',
      invite: null,
      nationId: 1,
      countryId: 9,
      town: 'Bologna',
      address: 'Via Roma',
      streetNumber: null,
      cap: '40100',
    });
    const plain = signInBodyOf(
      form as RegistrationValues,
      { ...config, showAddressCustomer: false, showNationCustomer: false },
      journey,
      'it',
    );
    expect(plain).not.toHaveProperty('address');
    expect(plain).not.toHaveProperty('countryId');
    expect(plain.birthDate).toBeNull();
  });
});
