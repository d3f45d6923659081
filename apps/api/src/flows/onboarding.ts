// Onboarding a business (issue 25): in one unit of work the activity (activities module), the
// languages it offers (languages module) and its first admin (users module: invited when the
// e-mail has an account, else a new account told how to choose its password).
import type { OnboardingBody } from '@tessera/domain';
import { openActivity } from '../modules/activities/index.ts';
import { offerLanguages } from '../modules/languages/index.ts';
import { makeFirstAdmin } from '../modules/users/index.ts';
import type { ServiceContext } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { isUniqueViolation } from '../platform/http-errors.ts';
import { transact } from '../platform/unit-of-work.ts';
import { onboardingMessages as m } from './onboarding.messages.ts';

export async function onboard(ctx: ServiceContext, body: OnboardingBody) {
  const { admin, languages, ...activity } = body;
  try {
    return await transact(ctx.db, async (tx) => {
      const activityId = await openActivity(tx, activity);
      await offerLanguages(tx, activityId, languages);
      const firstAdmin = await makeFirstAdmin(tx, ctx, {
        activityId,
        activity: activity.name,
        email: admin.email,
        name: admin.name,
        surname: admin.surname,
        language: languages[0] ?? 'it',
      });
      return { activityId, admin: firstAdmin };
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError(409, 'permalink_taken', m.permalinkTaken, { permalink: body.permalink });
    }
    throw err;
  }
}
