// DELETE /api/app/couponcustomers/{id}: takes a coupon off the customer's list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { couponCustomerKeys } from './coupon-customers.ts';

export const deleteCouponCustomer = (id: number) =>
  api.delete('/api/app/couponcustomers/{id}', { path: { id } });

export function useDeleteCouponCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCouponCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponCustomerKeys.all }),
  });
}
