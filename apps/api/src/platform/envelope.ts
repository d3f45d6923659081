// Response envelope of DESIGN §4: { data } and { data, totalRows }.
import { z } from 'zod';

export const ok = <T>(data: T) => ({ data });
export const list = <T>(rows: T[], totalRows: number) => ({ data: rows, totalRows });

export const envelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
export const listEnvelope = <T extends z.ZodType>(schema: T) =>
  z.object({ data: z.array(schema), totalRows: z.number().int() });

export const errorResponse = z.object({ message: z.string(), code: z.string() });

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
