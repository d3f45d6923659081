// What a booking's changes tell people (issue 16): e-mails to the customer (with an .ics entry
// whose UID and SEQUENCE follow the booking) and to the activity, the customer's in-app
// notification, and the day-before reminder scheduled in the outbox. Each runs in the
// transaction of the change. STUBS until the mail part lands (helper H3 fills them in).
import type { ServiceContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';

/** A new booking: the activity is told; if it is confirmed at once, the customer too. */
export async function bookingCreated(_tx: Tx, _ctx: ServiceContext, _bookingId: number) {}

/** Staff confirmed (Y) or declined (N) it: the customer is told. */
export async function bookingAnswered(_tx: Tx, _ctx: ServiceContext, _bookingId: number) {}

/** The customer cancelled it: the customer gets the cancelled calendar entry; the activity is told when asked. */
export async function bookingCancelled(
  _tx: Tx,
  _ctx: ServiceContext,
  _bookingId: number,
  _tellActivity: boolean,
) {}
