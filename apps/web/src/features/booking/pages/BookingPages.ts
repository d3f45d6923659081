// The two booking screens (services, tables), loaded together: one chunk and one lazy import.
export { default as BookingPage } from './BookingPage.tsx';
export { default as TableBookingPage } from './TableBookingPage.tsx';
