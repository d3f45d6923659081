// Walk-ins and phone bookings (issue 26): staff book someone who is not a member by name and
// phone, a guest customer of the activity, invited to join only with their consent.
import { z } from 'zod';
import { email, personName } from './accounts.ts';
import { bookingCustomer } from './booking.ts';
import { normalizePhone } from './friends.ts';

/** POST /api/activities/{activityId}/booking-guests: the guest staff book for. */
export const bookingGuestRequest = z
  .object({
    name: personName,
    surname: personName,
    /** E.164 once normalized (+393331234567); without a country code, Italian. */
    phone: z
      .string()
      .max(30)
      .refine((v) => normalizePhone(v) !== null, { message: 'validation.phone' }),
    /** Optional: without it the guest gets no e-mail at all. */
    email: z.union([z.literal(''), email]).optional(),
    /** The customer agrees to receive an invitation to join (e-mail, else SMS). */
    invite: z.boolean().default(false),
  })
  .strict();
export type BookingGuestRequest = z.input<typeof bookingGuestRequest>;

/** The guest (made now, or found again by phone) and how they were invited, if at all. */
export const bookingGuest = z.object({
  customer: bookingCustomer,
  /** An active member of the activity already had this phone: they are booked instead. */
  reused: z.boolean(),
  invited: z.enum(['email', 'sms']).nullable(),
});
export type BookingGuest = z.infer<typeof bookingGuest>;
