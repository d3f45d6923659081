import type { SeedPart } from '../../platform/module.ts';

/** Booking's demo (issue 16 "Demo data"): filled in with the booking screens. */
export const seedBooking: SeedPart = async () => {};
