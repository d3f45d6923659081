// Joining another activity (issue 3.9): someone who has an account, arriving through an activity's
// registration link, signs in and becomes its customer. As sign-up does, in one transaction: the
// membership with ROLE_USER (users) and the card with the welcome credit (cards). Only an active
// activity open to registration; joining again changes nothing. Its privacy is asked next, as for
// any activity whose privacy the customer has not accepted.
import { signUpActivity } from '../modules/activities/index.ts';
import { openCard } from '../modules/cards/index.ts';
import { joinAsCustomer } from '../modules/users/index.ts';
import type { ServiceContext } from '../platform/context.ts';
import { transact } from '../platform/unit-of-work.ts';

export async function join(ctx: ServiceContext, userId: number, activityId: number) {
  await signUpActivity(ctx.db, activityId);
  await transact(ctx.db, async (tx) => {
    if (await joinAsCustomer(tx, activityId, userId)) {
      await openCard(tx, ctx.clock, activityId, userId);
    }
  });
  return { activityId };
}
