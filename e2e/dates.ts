// The demo activities' calendar days (Europe/Rome), for specs that book a day ahead.

/** Today in the activities' time zone, YYYY-MM-DD. */
export const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

/** The day `n` days after `date` (YYYY-MM-DD). */
export const addDays = (date: string, n: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
