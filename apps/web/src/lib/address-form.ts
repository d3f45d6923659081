// A new delivery address (SPEC §3 Customer address; issue 22: what a courier needs), as the
// profile and the checkout take it: who receives it and a phone, street and number, the town
// picked among the server's suggestions (its province shown from it), and a CAP of the town's
// nation (Italy: 5 digits). The server re-checks, and also that the CAP is of the town.
import {
  type CustomerAddressBody,
  customerAddressBody,
  isPostalCode,
  normalizePhone,
  postalCodeDigits,
} from '@tessera/domain';
import { z } from 'zod';
import type { Town } from './api/countries.ts';
import { message } from './forms.ts';

const orNull = (s: string) => s.trim() || null;

export const addressSchema = z
  .object({
    recipientName: customerAddressBody.shape.recipientName,
    phone: customerAddressBody.shape.phone.refine(
      (v) => !v.trim() || normalizePhone(v) !== null,
      message('validation.phone'),
    ),
    address: customerAddressBody.shape.address,
    streetNumber: z.string(),
    cap: customerAddressBody.shape.cap,
    town: z
      .custom<Town | null>()
      .refine((v): v is Town => v !== null && v !== undefined, message('validation.required')),
  })
  .superRefine((a, ctx) => {
    // The town's nation says what its postal codes look like.
    const nation = a.town?.nationCode;
    const cap = a.cap.trim();
    if (!nation || !cap || isPostalCode(nation, cap)) return;
    const digits = postalCodeDigits(nation);
    ctx.addIssue({
      code: 'custom',
      path: ['cap'],
      message: digits
        ? message('validation.capDigits', { n: digits })
        : message('validation.postalCode'),
    });
  });

export type AddressForm = z.input<typeof addressSchema>;

export const EMPTY_ADDRESS: AddressForm = {
  recipientName: '',
  phone: '',
  address: '',
  streetNumber: '',
  cap: '',
  town: null,
};

/** The new address body of checked values; activityId is added by the http client. */
export function addressToBody(a: AddressForm): Omit<CustomerAddressBody, 'activityId'> {
  return {
    recipientName: a.recipientName.trim(),
    phone: a.phone.trim(),
    address: a.address.trim(),
    streetNumber: orNull(a.streetNumber),
    cap: a.cap.trim(),
    countryId: (a.town as Town).id,
  };
}

/** The CAP a town implies when it has only one, to fill an empty CAP field. */
export const onlyCapOf = (town: Town | null) =>
  town?.caps && town.caps.length === 1 ? town.caps[0] : undefined;
