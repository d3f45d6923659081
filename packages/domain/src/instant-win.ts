// Scratch-and-win (issue 9; SPEC §7 Instant win): the customer's scratch cards. The outcome is
// fixed on the server when a card is given and is sent only once the card is scratched.
import { z } from 'zod';

/** SPEC §9: the scratch-and-win list's page size. */
export const SCRATCH_PAGE_SIZE = 10;

export const scratchCard = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** ISO 8601 instant. */
  givenAt: z.string(),
  scratched: z.boolean(),
  /** Null until scratched: then whether it won, and what (euros, points). */
  result: z.object({ won: z.boolean(), amount: z.number(), points: z.number().int() }).nullable(),
});
export type ScratchCard = z.infer<typeof scratchCard>;
