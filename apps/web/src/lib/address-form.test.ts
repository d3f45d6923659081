import { describe, expect, it } from 'vitest';
import { addressSchema, addressToBody, EMPTY_ADDRESS } from './address-form.ts';
import { issueMessage } from './forms.ts';

const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('a new address', () => {
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
});
