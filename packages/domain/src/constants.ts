// Business constants and limits of SPEC §9.

export const PAGE_SIZES = [15, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 15;
export const SCRATCH_AND_WIN_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const SNACKBAR_TIMEOUT = {
  success: 2000,
  error: 10000,
  typical: 5000,
  setNewPassword: 8000,
  bookingError: 3500,
} as const;

export const STORE_REDIRECT_DELAY_MS = 6000;
export const FRIEND_SMS_CLEAR_MS = 5000;
export const CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const BIRTH_YEAR_MIN = 1900;
export const BIRTH_YEAR_MAX = 2021;
export const RESTAURANT_BOOKING_MINUTES = 120;
export const BOOKING_CALENDAR_DAYS = 35;
/** Days an admin's invitation to join an activity can be accepted (issue 15 F4). */
export const INVITATION_DAYS = 14;
export const MAX_DIALOG_WIDTH = 550;
export const NOTIFICATION_DROPDOWN_SIZE = 5;
/** Activities entry shows only above this many activities. */
export const ACTIVITIES_ENTRY_MIN = 2;
