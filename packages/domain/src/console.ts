// The owner's console (issue 25): what its home lists. Each module tells the API whether its
// set-up step is done and how many of its things wait for the staff; the web names and links them.
import { z } from 'zod';

/** The set-up steps, in the order the console home lists them. */
export const SETUP_STEPS = [
  'activity',
  'cardTerms',
  'stores',
  'menu',
  'catalogue',
  'shipping',
  'booking',
] as const;
export type SetupStepKey = (typeof SETUP_STEPS)[number];

/** What waits for the activity's staff. */
export const ATTENTION_KEYS = ['ordersToHandle', 'bookingsToConfirm'] as const;
export type AttentionKey = (typeof ATTENTION_KEYS)[number];

export const consoleSummary = z.object({
  /** The steps that apply to the activity (a switched-off feature's do not), in SETUP_STEPS order. */
  steps: z.array(z.object({ key: z.enum(SETUP_STEPS), done: z.boolean() })),
  /** What waits for the staff, of the features the activity has on. */
  attention: z.array(z.object({ key: z.enum(ATTENTION_KEYS), count: z.number().int().min(0) })),
});
export type ConsoleSummary = z.infer<typeof consoleSummary>;
