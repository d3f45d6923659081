// What the catalogue's admin routes declare alike (issue 25, console item 4).

export const catalogueTags = ['catalogue set-up'];
export const IN_FLIGHT =
  'idempotency_in_flight: a request with this Idempotency-Key is still running';
