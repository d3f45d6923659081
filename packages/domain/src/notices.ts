// Notifications and notices (issue 9; SPEC §3, §4, §7 Notifications and notices). A notification
// is the caller's own message with a status; a notice is an activity's message sent to customers,
// each send read-marked on its own.
import { z } from 'zod';
import { NOTIFICATION_STATUSES } from './codes.ts';

/** Notification status (SPEC §3): R or S running, E error, D done. */
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** SPEC §4: the state a notification status means. */
export const notificationState = (status: NotificationStatus): 'running' | 'error' | 'done' =>
  status === 'E' ? 'error' : status === 'D' ? 'done' : 'running';

export const notification = z.object({
  id: z.number().int(),
  message: z.string(),
  title: z.string(),
  subTitle: z.string().nullable(),
  status: z.enum(NOTIFICATION_STATUSES),
  link: z.string().nullable(),
  externalLink: z.string().nullable(),
  /** ISO instants. */
  created: z.string(),
  updated: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notification>;

/** A notice as sent to the caller: `id` is the send (for read marking), `noticeId` the notice. */
export const noticeSent = z.object({
  id: z.number().int(),
  noticeId: z.number().int(),
  activityId: z.number().int(),
  title: z.string(),
  text: z.string(),
  imageUrl: z.string().nullable(),
  /** ISO instant it was sent. */
  sentAt: z.string(),
  read: z.boolean(),
  /** ISO instant it was first read, or null. */
  readAt: z.string().nullable(),
});
export type NoticeSent = z.infer<typeof noticeSent>;
