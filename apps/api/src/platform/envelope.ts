// Response envelope of DESIGN §4: { data } and { data, totalRows }.
import { errorBody } from '@tessera/domain';
import { z } from 'zod';

export const ok = <T>(data: T) => ({ data });
export const list = <T>(rows: T[], totalRows: number) => ({ data: rows, totalRows });

export const envelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
export const listEnvelope = <T extends z.ZodType>(schema: T) =>
  z.object({ data: z.array(schema), totalRows: z.number().int() });

/** The answer of a removal: `{ data: { deleted } }`, false when there was nothing to remove. */
export const deletedAnswer = envelope(z.object({ deleted: z.boolean() }));

/** A redirect in `schema.response`: no body (the OpenAPI document adds its Location header). */
export const redirectAnswer = (description: string) => z.undefined().describe(description);

/** An answer that is not JSON, in `schema.response`: its media types, with the schema of each. */
export const mediaAnswer = (description: string, content: Record<string, z.ZodType>) => ({
  description,
  content: Object.fromEntries(Object.entries(content).map(([type, schema]) => [type, { schema }])),
});

/** The error body of every refusal (`{ message, code }`): one component of the OpenAPI document. */
export const errorResponse = errorBody;

/**
 * A database id in a path or query: digits only (no sign, spaces, exponent, hex or leading
 * zero), within PostgreSQL's integer range. JSON filters (`filters={"activityId":1}`) give a number.
 */
export const idParam = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().min(1).max(2_147_483_647));

/** Path params that are ids (`idParam` each), in the order named: `params: idParams('activityId', 'id')`. */
export const idParams = <const P extends string>(...names: P[]) =>
  z.object(
    Object.fromEntries(names.map((name) => [name, idParam])) as { [N in P]: typeof idParam },
  );
