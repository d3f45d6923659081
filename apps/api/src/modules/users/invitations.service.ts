// Invitations (issue 15 F4). An activity admin who adds an e-mail that already has an account
// gets the same answer as for a new one and learns nothing of the account; the account gets
// nothing in the activity (no membership, so no name in the admin's list either) until its
// holder, signed in, accepts the offer, within INVITATION_DAYS of the service clock. E-mail and
// notification in the holder's language.
import {
  DEFAULT_LANGUAGE,
  INVITATION_DAYS,
  type Invitation,
  isLanguageCode,
  localizePath,
} from '@tessera/domain';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Clock } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/outbox.ts';
import { forgetUser } from '../../platform/session-cache.ts';
import { activities, activityCustomers, languages, users } from '../../platform/tables.ts';
import { requireActiveActivity } from '../../platform/tenancy.ts';
import { transact } from '../../platform/unit-of-work.ts';
import { notify } from '../notices/index.ts';
import { invitationMail, invitationNotice } from './invitations.mail.ts';
import { memberInvitations } from './users.tables.ts';

export interface Offer {
  activityId: number;
  userId: number;
  roles: string[];
  active: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** An invitation made after this instant can still be accepted. */
const stillOpen = (clock: Clock) =>
  gt(memberInvitations.createdAt, new Date(clock.now().getTime() - INVITATION_DAYS * DAY_MS));

/**
 * Offers the membership (asking again replaces the offer and starts its days again), e-mails and
 * notifies the holder.
 */
export async function invite(tx: Tx, clock: Clock, publicUrl: string, offer: Offer) {
  const createdAt = clock.now();
  await tx
    .insert(memberInvitations)
    .values({ ...offer, createdAt })
    .onConflictDoUpdate({
      target: [memberInvitations.activityId, memberInvitations.userId],
      set: { roles: offer.roles, active: offer.active, createdAt },
    });
  const [to] = await tx
    .select({
      email: users.email,
      name: users.name,
      lang: languages.code,
      activity: activities.name,
    })
    .from(users)
    .innerJoin(activities, eq(activities.id, offer.activityId))
    .leftJoin(languages, eq(languages.id, users.languageId))
    .where(eq(users.id, offer.userId));
  if (!to) throw notFound();
  const lang = to.lang && isLanguageCode(to.lang) ? to.lang : DEFAULT_LANGUAGE;
  const link = `${publicUrl}${localizePath('/invitations', lang)}`;
  await enqueueMail(tx, invitationMail({ ...to, lang, roles: offer.roles, link }));
  // The notification names no activity: the holder is not a member of it yet.
  await notify(tx, {
    userId: offer.userId,
    ...invitationNotice({ activity: to.activity, lang, roles: offer.roles }),
    link: '/invitations',
  });
}

/** GET /api/invitations: the caller's still open, of activities still active, newest first. */
export async function invitationsOf(db: Db, clock: Clock, userId: number): Promise<Invitation[]> {
  const rows = await db
    .select({
      id: memberInvitations.id,
      activityId: memberInvitations.activityId,
      activity: activities.name,
      roles: memberInvitations.roles,
      createdAt: memberInvitations.createdAt,
    })
    .from(memberInvitations)
    .innerJoin(activities, eq(activities.id, memberInvitations.activityId))
    .where(and(eq(memberInvitations.userId, userId), eq(activities.active, true), stillOpen(clock)))
    .orderBy(desc(memberInvitations.createdAt), desc(memberInvitations.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * The caller's invitation (routes declare `owns: { id: 'invitation' }`); undefined is a 404. It
 * carries no activityId: its activity is not the caller's yet.
 */
export async function ownInvitation(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ id: memberInvitations.id })
    .from(memberInvitations)
    .where(and(eq(memberInvitations.id, id), eq(memberInvitations.userId, userId)));
  return row;
}

/**
 * Accepting: the offer becomes the membership (a member already, as a new account is, gets the
 * roles offered), in one transaction; an activity switched off meanwhile, or an offer past its
 * days, is a 404.
 */
export async function acceptInvitation(db: Db, clock: Clock, userId: number, id: number) {
  const activityId = await transact(db, async (tx) => {
    const [offer] = await tx
      .delete(memberInvitations)
      .where(
        and(eq(memberInvitations.id, id), eq(memberInvitations.userId, userId), stillOpen(clock)),
      )
      .returning();
    if (!offer) throw notFound();
    await requireActiveActivity(tx, offer.activityId);
    await tx
      .insert(activityCustomers)
      .values({ activityId: offer.activityId, userId, roles: offer.roles, active: offer.active })
      .onConflictDoUpdate({
        target: [activityCustomers.activityId, activityCustomers.userId],
        set: { roles: offer.roles },
      });
    forgetUser(userId);
    return offer.activityId;
  });
  return { activityId };
}

/** Declining: the offer is gone, the account as it was. */
export async function declineInvitation(db: Db, userId: number, id: number) {
  const gone = await db
    .delete(memberInvitations)
    .where(and(eq(memberInvitations.id, id), eq(memberInvitations.userId, userId)))
    .returning({ id: memberInvitations.id });
  if (!gone.length) throw notFound();
  return { deleted: true };
}
