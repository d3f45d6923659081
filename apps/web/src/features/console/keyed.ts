// The console's keyed writes (DESIGN §4 Idempotency-Key): the key is the caller's, kept while the
// body stays the same, so a retried save is one change.

/** A keyed save of a new (id null) or existing resource. */
export interface Keyed<B> {
  id: number | null;
  body: B;
  idempotencyKey: string;
}
