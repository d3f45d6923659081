// Refer-a-friend (issue 9; SPEC §3 Friend, §7 Devices and friends, §9): a customer invites a
// friend by phone number; the friend gets an SMS with the activity's registration link and the
// inviter's code.
import { z } from 'zod';

/** SPEC §9: the friend SMS confirmation clears after 5 s. */
export const FRIEND_CONFIRMATION_MS = 5000;

/**
 * A phone number as E.164 (+393331234567): spaces, dots, dashes and brackets dropped, 00 read as
 * +, and a number without a country code taken as Italian. Null when it cannot be one.
 */
export function normalizePhone(input: string): string | null {
  let n = input.trim().replace(/[\s.\-()/]/g, '');
  if (n.startsWith('00')) n = `+${n.slice(2)}`;
  if (!n.startsWith('+')) n = `+39${n}`;
  return /^\+[1-9]\d{7,14}$/.test(n) ? n : null;
}

export const friendBody = z
  .object({
    phoneNumber: z
      .string()
      .max(30)
      .refine((v) => normalizePhone(v) !== null, { message: 'not a phone number' }),
    activityId: z.number().int().positive().max(2_147_483_647),
    /** The inviter: the caller (SPEC sends it; anyone else's id is refused). */
    userId: z.number().int().positive().max(2_147_483_647).optional(),
  })
  .strict();
export type FriendBody = z.infer<typeof friendBody>;

export const friendInvite = z.object({ inviteId: z.string() });
