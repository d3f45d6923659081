// POST /api/friends/invite {phoneNumber, activityId, userId}: invites a friend by SMS (the link
// to sign up at the activity and the inviter's code). The http client adds activityId. Refusals
// (400 invalid_input, 409 already_invited, 429 invite_limit) come back as HttpError with the
// server's message in the user's language: the screen shows them, so the call is silent.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

export interface InviteFriendInput {
  /** The number as E.164 (normalizePhone). */
  phoneNumber: string;
  /** The inviter: the signed-in user. */
  userId: number;
}

export const inviteFriend = (input: InviteFriendInput) =>
  api.post('/api/friends/invite', { body: input, silent: true });

export function useInviteFriend() {
  return useMutation({ mutationFn: inviteFriend });
}
