import { describe, expect, it } from 'vitest';
import { addressSchema, addressToBody, EMPTY_ADDRESS, onlyCapOf } from './address-form.ts';
import type { Town } from './api/countries.ts';
import { issueMessage } from './forms.ts';

const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const IMOLA: Town = { id: 3, name: 'Imola', province: 'BO', nationCode: 'IT', caps: ['40026'] };
const ZURICH: Town = { id: 9, name: 'Zürich', province: 'ZH', nationCode: 'CH', caps: null };

const filled = {
  recipientName: ' Anna Neri ',
  phone: '333 123 4567',
  address: ' Via Emilia ',
  streetNumber: '',
  cap: '40026',
  town: IMOLA,
};

describe('a new delivery address', () => {
  it('requires recipient, phone, address, postal code and town', () => {
    expect(problems(addressSchema.safeParse(EMPTY_ADDRESS, { error: issueMessage }))).toEqual({
      recipientName: 'validation.required',
      phone: 'validation.required',
      address: 'validation.required',
      cap: 'validation.required',
      town: 'validation.required',
    });
  });

  it('takes a CAP of the town’s nation: 5 digits in Italy, 4 in Switzerland', () => {
    const check = (over: object) =>
      problems(addressSchema.safeParse({ ...filled, ...over }, { error: issueMessage }));
    expect(check({})).toEqual({});
    expect(check({ cap: '4002' })).toEqual({ cap: 'validation.capDigits|{"n":5}' });
    expect(check({ cap: '4002A' })).toEqual({ cap: 'validation.capDigits|{"n":5}' });
    expect(check({ town: ZURICH, cap: '8001' })).toEqual({});
    expect(check({ town: ZURICH, cap: '80010' })).toEqual({ cap: 'validation.capDigits|{"n":4}' });
    expect(check({ phone: '12' })).toEqual({ phone: 'validation.phone' });
  });

  it('sends the town’s id and trimmed values', () => {
    expect(addressToBody(filled)).toEqual({
      recipientName: 'Anna Neri',
      phone: '333 123 4567',
      address: 'Via Emilia',
      streetNumber: null,
      cap: '40026',
      countryId: 3,
    });
  });

  it('knows the CAP of a town that has only one', () => {
    expect(onlyCapOf(IMOLA)).toBe('40026');
    expect(onlyCapOf({ ...IMOLA, caps: ['20121', '20122'] })).toBeUndefined();
    expect(onlyCapOf(ZURICH)).toBeUndefined();
    expect(onlyCapOf(null)).toBeUndefined();
  });
});
