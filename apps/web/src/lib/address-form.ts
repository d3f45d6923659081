// A new customer address (SPEC §3 Customer address), as the profile and the checkout take it:
// the domain's contract, the town optional, the country to be chosen.
import { type CustomerAddressBody, customerAddressBody } from '@tessera/domain';
import { z } from 'zod';
import { message } from './forms.ts';

const orNull = (s: string) => s.trim() || null;

export const addressSchema = z.object({
  address: customerAddressBody.shape.address,
  streetNumber: z.string(),
  cap: customerAddressBody.shape.cap,
  town: z.string(),
  countryId: z
    .number()
    .nullable()
    .refine((v) => v !== null, message('validation.required')),
});

export type AddressForm = z.input<typeof addressSchema>;

export const EMPTY_ADDRESS: AddressForm = {
  address: '',
  streetNumber: '',
  cap: '',
  town: '',
  countryId: null,
};

/** The new address body of checked values; activityId is added by the http client. */
export function addressToBody(a: AddressForm): Omit<CustomerAddressBody, 'activityId'> {
  return {
    address: a.address.trim(),
    streetNumber: orNull(a.streetNumber),
    cap: a.cap.trim(),
    town: orNull(a.town),
    countryId: a.countryId as number,
  };
}
