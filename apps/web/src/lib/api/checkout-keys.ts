// The checkout's reads' keys (SPEC §7): the active shippings, payments and pick-up windows the
// customer's checkout reads (features/shop) and the console's shop settings change.
export const checkoutKeys = {
  all: ['checkout'] as const,
  shippings: (activityId: number | null) => [...checkoutKeys.all, 'shippings', activityId] as const,
  payments: (activityId: number | null) => [...checkoutKeys.all, 'payments', activityId] as const,
  closeTimes: (activityId: number | null) =>
    [...checkoutKeys.all, 'closeTimes', activityId] as const,
};
