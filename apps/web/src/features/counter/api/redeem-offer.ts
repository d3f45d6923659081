// POST /api/activities/{activityId}/coupon-redemptions and /pack-uses: staff redeem a coupon
// (once) or use one of a pack's uses, by the code under its barcode, with an Idempotency-Key
// the form keeps until it succeeds. Errors are the form's to show.
import { useMutation } from '@tanstack/react-query';
import type { CouponCustomer, PackCustomer } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

export type OfferKind = 'coupon' | 'pack';

export type Redeemed =
  | { kind: 'coupon'; coupon: CouponCustomer }
  | { kind: 'pack'; pack: PackCustomer };

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
      const opts = { noActivity: true, silent: true, idempotencyKey };
      if (kind === 'coupon') {
        const coupon = await http.post<CouponCustomer>(
          `/api/activities/${activityId}/coupon-redemptions`,
          { code },
          opts,
        );
        return { kind, coupon };
      }
      const pack = await http.post<PackCustomer>(
        `/api/activities/${activityId}/pack-uses`,
        { code },
        opts,
      );
      return { kind, pack };
    },
  });
}
