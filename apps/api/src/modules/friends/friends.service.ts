// Refer-a-friend (issue 9). An invite is written, and its SMS queued in the outbox, in one
// transaction that holds the inviter's membership row: concurrent invites of one customer are
// counted one after the other against the daily limit, and a number is invited once per activity
// (a unique index decides between two inviters).
import { randomUUID } from 'node:crypto';
import {
  type FriendBody,
  type LanguageCode,
  localizePath,
  normalizePhone,
  PERSON_NAME,
} from '@tessera/domain';
import { and, count, eq, gte } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import type { ServiceContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { localeOf, translate } from '../../platform/i18n.ts';
import { enqueueSms } from '../../platform/outbox.ts';
import { activities, activityCustomers } from '../../platform/tables.ts';
import { transact } from '../../platform/unit-of-work.ts';
import { inviteCountriesOf } from '../activities/index.ts';
import { inviteCodeOf } from '../users/index.ts';
import { friendsMessages as m } from './friends.messages.ts';
import { friends } from './friends.tables.ts';

const DAY_MS = 86_400_000;

/**
 * Refer-a-friend texts only mobile numbers of the countries the activity serves (finding 5: no
 * premium-rate, landline, satellite or foreign numbers), told by libphonenumber-js's mobile
 * metadata; else 422 phone_not_allowed naming the countries in the caller's language.
 */
async function requireServedMobile(
  tx: Tx,
  activityId: number,
  phoneNumber: string,
  lang: LanguageCode,
) {
  const served = await inviteCountriesOf(tx, activityId);
  const phone = parsePhoneNumberFromString(phoneNumber);
  const country = phone?.isValid() && phone.getType() === 'MOBILE' ? phone.country : undefined;
  if (country && served.includes(country)) return;
  const locale = localeOf(lang);
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const countries = new Intl.ListFormat(locale, { type: 'disjunction' }).format(
    served.map((code) => names.of(code) ?? code),
  );
  throw new AppError(422, 'phone_not_allowed', m.notAllowed, { countries, count: served.length });
}

/** The friend of this inviter and number in the activity, made now if new (within the limit). */
async function friendOf(
  tx: Tx,
  ctx: ServiceContext,
  inviterId: number,
  body: FriendBody,
  lang: LanguageCode,
) {
  const phoneNumber = normalizePhone(body.phoneNumber) as string;
  await requireServedMobile(tx, body.activityId, phoneNumber, lang);
  const [mine] = await tx
    .select()
    .from(friends)
    .where(
      and(
        eq(friends.activityId, body.activityId),
        eq(friends.phoneNumber, phoneNumber),
        eq(friends.userId, inviterId),
      ),
    );
  if (mine) return mine;
  // One inviter's invites are counted one at a time.
  await tx
    .select({ id: activityCustomers.id })
    .from(activityCustomers)
    .where(
      and(
        eq(activityCustomers.activityId, body.activityId),
        eq(activityCustomers.userId, inviterId),
      ),
    )
    .for('update');
  const now = ctx.clock.now();
  const [today] = await tx
    .select({ n: count() })
    .from(friends)
    .where(
      and(
        eq(friends.userId, inviterId),
        eq(friends.activityId, body.activityId),
        gte(friends.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  const limit = ctx.config.invitesPerDay;
  if ((today?.n ?? 0) >= limit) {
    throw new AppError(429, 'invite_limit', m.limit, { count: limit });
  }
  const [created] = await tx
    .insert(friends)
    .values({
      activityId: body.activityId,
      userId: inviterId,
      phoneNumber,
      inviteId: randomUUID(),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) throw new AppError(409, 'already_invited', m.alreadyInvited);
  return created;
}

const checkInviter = (callerId: number, body: FriendBody) => {
  // SPEC sends the inviter's id: only the caller's own is accepted.
  if (body.userId !== undefined && body.userId !== callerId) throw notFound();
};

/** POST /api/friends: the friend recorded (or found again), and its invite id. */
export async function addFriend(
  ctx: ServiceContext,
  callerId: number,
  body: FriendBody,
  lang: LanguageCode,
) {
  checkInviter(callerId, body);
  const friend = await transact(ctx.db, (tx) => friendOf(tx, ctx, callerId, body, lang));
  return { inviteId: friend.inviteId };
}

/**
 * POST /api/friends/invite: the friend recorded and an SMS queued with the activity's
 * registration link (carrying the inviter's code, ?invite=) and the code itself, in the
 * inviter's language. A number already texted is a 409 already_invited, for its inviter too.
 */
export async function inviteFriend(
  ctx: ServiceContext,
  callerId: number,
  body: FriendBody,
  lang: LanguageCode,
) {
  checkInviter(callerId, body);
  const friend = await transact(ctx.db, async (tx) => {
    const f = await friendOf(tx, ctx, callerId, body, lang);
    // Texted once: inviting the number again says so, whoever asks.
    if (f.invitedAt) throw new AppError(409, 'already_invited', m.alreadyInvited);
    const [activity] = await tx
      .select({ name: activities.name })
      .from(activities)
      .where(eq(activities.id, body.activityId));
    const inviter = await inviteCodeOf(tx, callerId);
    // The link carries the code, so the registration form opens with it filled in.
    const invite = inviter?.code ? `?invite=${encodeURIComponent(inviter.code)}` : '';
    const path = localizePath(`/registration/${body.activityId}`, lang);
    const link = `${ctx.config.publicUrl}${path}${invite}`;
    const terms = { activity: activity?.name ?? '', link, code: inviter?.code ?? '' };
    // A name stored before names were checked (finding 3) is left out rather than sent.
    const name = inviter?.name && PERSON_NAME.test(inviter.name) ? inviter.name : null;
    await enqueueSms(tx, {
      to: f.phoneNumber,
      text: name
        ? translate(m.sms, lang, { inviter: name, ...terms })
        : translate(m.smsNoName, lang, terms),
    });
    const [sent] = await tx
      .update(friends)
      .set({ invitedAt: ctx.clock.now() })
      .where(eq(friends.id, f.id))
      .returning();
    return sent ?? f;
  });
  return { inviteId: friend.inviteId };
}
