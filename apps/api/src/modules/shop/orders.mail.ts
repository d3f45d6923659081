// What the customer and the business are told of an order (issue 22): an e-mail through the
// outbox and an in-app notification, in the reader's language, written in the transaction of the
// change, one of each event.
import type { ServiceContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';

/**
 * The events an order tells of. placed: a store or bank-transfer order, or an online order once
 * paid (then it is "received and paid", one e-mail); paid: a placed order staff marked paid;
 * refunded: a refund the provider accepted.
 */
export type OrderEvent =
  | 'placed'
  | 'paid'
  | 'ready'
  | 'shipped'
  | 'collected'
  | 'cancelled'
  | 'refunded';

export async function tellOrder(
  _tx: Tx,
  _ctx: ServiceContext,
  _orderId: number,
  _event: OrderEvent,
): Promise<void> {
  // Being written (issue 22, order e-mails): see board.mail.ts for ready and shipped today.
}
