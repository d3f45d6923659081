// POST /api/activities/{activityId}/coupon-redemptions and /pack-uses: staff redeem a coupon
// (once) or use one of a pack's uses, by the code under its barcode, with an Idempotency-Key
// the form keeps until it succeeds. Errors are the form's to show.
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';

export type OfferKind = 'coupon' | 'pack';

export type Redeemed =
  | { kind: 'coupon'; coupon: Answer<'/api/activities/{activityId}/coupon-redemptions', 'post'> }
  | { kind: 'pack'; pack: Answer<'/api/activities/{activityId}/pack-uses', 'post'> };

export function useRedeemOffer() {
  const { activityId } = useSession();
  return useMutation({
    mutationFn: async ({
      kind,
      code,
      idempotencyKey,
    }: {
      kind: OfferKind;
      code: string;
      idempotencyKey: string;
    }): Promise<Redeemed> => {
      const call = {
        path: { activityId: activityId as number },
        body: { code },
        noActivity: true,
        silent: true,
        idempotencyKey,
      };
      if (kind === 'coupon') {
        const coupon = await api.post('/api/activities/{activityId}/coupon-redemptions', call);
        return { kind, coupon };
      }
      const pack = await api.post('/api/activities/{activityId}/pack-uses', call);
      return { kind, pack };
    },
  });
}
