// The agenda's working time (issue 26): per day shown and per operator or room (null: the
// activity itself, for types without operators and for bookings with none), the ranges open once
// the weekday's hours, the operator's own hours and the closures are applied (openRangesOn).
// The day grid greys the rest.
import { z } from 'zod';

export const agendaOpen = z.object({
  date: z.string(),
  bookingOperatorId: z.number().int().nullable(),
  /** "HH:mm" ranges in order; none: not working that day. */
  ranges: z.array(z.object({ startTime: z.string(), endTime: z.string() })),
});
export type AgendaOpen = z.infer<typeof agendaOpen>;
