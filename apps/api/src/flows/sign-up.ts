// Sign-up (SPEC §4): a use case spanning modules. The e-mailed code (accounts) is spent in the
// same transaction that creates the customer and membership (users), opens the card with the
// welcome credit (cards), records the consents (privacy) and remembers the device (devices): all
// of it happens, or none.
import type { signInBody } from '@tessera/domain';
import type { z } from 'zod';
import { consumeCode, registrationCodeId } from '../modules/accounts/index.ts';
import { signUpActivity, storeOfActivity } from '../modules/activities/index.ts';
import { openCard } from '../modules/cards/index.ts';
import { rememberSignUpDevice } from '../modules/devices/index.ts';
import { recordConsents } from '../modules/privacy/index.ts';
import { createCustomer, emailTaken, inviterOf, phoneRequired } from '../modules/users/index.ts';
import type { ServiceContext } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { isUniqueViolation } from '../platform/http-errors.ts';
import { hashPassword } from '../platform/passwords.ts';
import { transact } from '../platform/unit-of-work.ts';
import { signUpMessages as m } from './sign-up.messages.ts';

export type SignUp = z.output<typeof signInBody>;

/** Creates the customer once the server has checked the e-mailed code itself. */
export async function signUp(ctx: ServiceContext, body: SignUp) {
  const activity = await signUpActivity(ctx.db, body.activityId);
  if (!body.informativaPrivacy) throw new AppError(422, 'privacy_required', m.privacyRequired);
  if (activity.requiredPhoneNumber && !body.phone) {
    throw phoneRequired();
  }
  const invitedBy = body.invite ? await inviterOf(ctx.db, body.invite) : undefined;
  if (body.invite && !invitedBy) throw new AppError(422, 'invite_unknown', m.inviteUnknown);
  const codeId = await registrationCodeId(ctx, body.activityId, body.username, body.code);
  const passwordHash = await hashPassword(body.password);
  try {
    return await transact(ctx.db, async (tx) => {
      await consumeCode(tx, ctx, codeId);
      const id = await createCustomer(tx, {
        username: body.username,
        passwordHash,
        name: body.name,
        surname: body.surname,
        language: body.language,
        activityId: body.activityId,
        storeId: await storeOfActivity(tx, body.activityId, body.storeId),
        customer: {
          birthDate: body.birthDate ?? null,
          gender: body.gender ?? null,
          typo: body.typo,
          phone: body.phone ?? null,
          address: body.address ?? null,
          streetNumber: body.streetNumber ?? null,
          cap: body.cap ?? null,
          town: body.town ?? null,
          countryId: body.countryId ?? null,
          nationId: body.nationId ?? null,
          invitedByUserId: invitedBy ?? null,
        },
      });
      await openCard(tx, ctx.clock, body.activityId, id);
      await recordConsents(tx, {
        activityId: body.activityId,
        userId: id,
        informativaPrivacy: body.informativaPrivacy,
        informativaPointB: body.informativaPointB,
        informativaPointC: body.informativaPointC,
      });
      if (body.deviceId) {
        await rememberSignUpDevice(tx, id, {
          deviceId: body.deviceId,
          deviceName: body.deviceName,
          deviceType: body.deviceType,
        });
      }
      return { id, username: body.username };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}
