// What the counter just did (issue 15): an operation on whose card, a coupon used, a pack's use
// taken. The page shows it at the top, in a status region screen readers announce. An
// operation keeps its Storna until another confirmation replaces it, also once the next
// customer's card is on screen; Storna first asks, naming the customer and the amount, and
// reverses on the card the operation was for.

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { type CardMovementResult, MINUS, signedPrice } from '@tessera/domain';
import { useRef } from 'react';
import { groupedCode } from '../../../components/card/cardText.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { type Recorded, useRecordMovement } from '../api/record-movement.ts';
import type { Redeemed } from '../api/redeem-offer.ts';

export type Done = ({ kind: 'movement' } & Recorded) | Redeemed;

/** "+1,00 € · +10 punti": what a movement did, signed. */
function useMovementText() {
  const { t } = useTranslation();
  return (m: CardMovementResult['movement']) => {
    const parts = [];
    if (m.amount) parts.push(signedPrice(m.amount));
    if (m.points) {
      parts.push(
        `${m.points > 0 ? '+' : MINUS}${t('counter.points', { count: Math.abs(m.points) })}`,
      );
    }
    return parts.join(' · ');
  };
}

interface Props<T> {
  done: T;
  onRecorded(recorded: Recorded): void;
  /** A reversal refused (shown by the page, outside the status), or null. */
  onProblem(problem: string | null): void;
}

function MovementDone({ done, onRecorded, onProblem }: Props<Recorded>) {
  const { t } = useTranslation();
  const movementText = useMovementText();
  const reverse = useRecordMovement(onRecorded);
  // Kept until the reversal is recorded: pressing again after a lost answer reverses once.
  const key = useRef<string | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const { movement } = done.result;
  const reversal = movement.type === 'SM';

  const askReverse = async () => {
    const yes = await confirm({
      title: t('counter.reverseTitle'),
      message: t('counter.reverseMessage', {
        movement: movementText(movement),
        customer: done.customer,
        code: groupedCode(done.cardCode),
      }),
      cancelLabel: t('counter.reverseCancel'),
      confirmLabel: t('counter.reverse'),
    });
    if (!yes) return;
    onProblem(null);
    key.current ??= crypto.randomUUID();
    reverse.mutate(
      {
        body: { cardCode: done.cardCode, type: 'SM', reversalOf: movement.id },
        idempotencyKey: key.current,
        customer: done.customer,
      },
      {
        onError: (error) =>
          onProblem(
            error instanceof HttpError && error.message ? error.message : t('snackbar.error'),
          ),
      },
    );
  };

  return (
    <>
      <Alert
        severity="success"
        // The region around it is the status screen readers announce.
        role="none"
        action={
          !reversal && (
            <Button color="inherit" onClick={askReverse} disabled={reverse.isPending}>
              {t('counter.reverse')}
            </Button>
          )
        }
      >
        <AlertTitle>{done.customer}</AlertTitle>
        {t(reversal ? 'counter.reversed' : 'counter.recorded', {
          movement: movementText(movement),
        })}
      </Alert>
      {confirmDialog}
    </>
  );
}

export function Confirmation({ done, ...rest }: Props<Done>) {
  const { t } = useTranslation();
  if (done.kind === 'movement') return <MovementDone done={done} {...rest} />;
  return (
    <Alert severity="success" role="none">
      {done.kind === 'coupon'
        ? t('counter.offers.couponDone', { name: done.coupon.name })
        : t('counter.offers.packDone', {
            name: done.pack.name,
            left: done.pack.usesLeft,
            uses: done.pack.uses,
          })}
    </Alert>
  );
}
