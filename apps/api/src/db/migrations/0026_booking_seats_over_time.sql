-- Issue 26: a table's seats are counted over time from the bookings themselves, under an advisory
-- lock per activity, room and day (booking.service.ts), not by a counter per seat window.
DROP TABLE "booking_seats" CASCADE;