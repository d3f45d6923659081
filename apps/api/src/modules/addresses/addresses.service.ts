import type { CustomerAddressBody } from '@tessera/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/context.ts';
import type { Db } from '../../platform/db.ts';
import { invalidInput, notFound } from '../../platform/errors.ts';
import { countries } from '../../platform/tables.ts';
import { customerAddresses } from './addresses.tables.ts';

const columns = {
  id: customerAddresses.id,
  activityId: customerAddresses.activityId,
  address: customerAddresses.address,
  streetNumber: customerAddresses.streetNumber,
  cap: customerAddresses.cap,
  town: customerAddresses.town,
  countryId: customerAddresses.countryId,
  country: { id: countries.id, name: countries.name, province: countries.province },
};

/** The customer's own addresses inside the activity, newest first. */
export const addressesOf = (db: Db, userId: number, activityId: number) =>
  db
    .select(columns)
    .from(customerAddresses)
    .innerJoin(countries, eq(countries.id, customerAddresses.countryId))
    .where(and(eq(customerAddresses.userId, userId), eq(customerAddresses.activityId, activityId)))
    .orderBy(desc(customerAddresses.id));

export async function addAddress(db: Db, userId: number, body: CustomerAddressBody) {
  const [town] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, body.countryId));
  if (!town) throw invalidInput('countryId');
  const [created] = await db
    .insert(customerAddresses)
    .values({ ...body, userId })
    .returning({ id: customerAddresses.id });
  const [row] = await db
    .select(columns)
    .from(customerAddresses)
    .innerJoin(countries, eq(countries.id, customerAddresses.countryId))
    .where(eq(customerAddresses.id, created?.id ?? 0));
  if (!row) throw notFound();
  return row;
}

/** One of the user's own addresses, or undefined. */
export async function ownAddress(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ id: customerAddresses.id, activityId: customerAddresses.activityId })
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)));
  return row;
}

/** Deletes one of the caller's own addresses; anyone else's id is a 404. */
export async function deleteAddress(db: Db, userId: number, id: number) {
  const [gone] = await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)))
    .returning({ id: customerAddresses.id });
  if (!gone) throw notFound();
  return { deleted: true };
}

/**
 * One of the customer's addresses at the activity as one line of text ("Via Roma 12, 20100
 * Milano (MI)"), for an order to keep as it was; undefined when it is not theirs there.
 */
export async function addressOf(
  db: Executor,
  activityId: number,
  userId: number,
  addressId: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({
      address: customerAddresses.address,
      streetNumber: customerAddresses.streetNumber,
      cap: customerAddresses.cap,
      town: countries.name,
      province: countries.province,
    })
    .from(customerAddresses)
    .innerJoin(countries, eq(countries.id, customerAddresses.countryId))
    .where(
      and(
        eq(customerAddresses.id, addressId),
        eq(customerAddresses.userId, userId),
        eq(customerAddresses.activityId, activityId),
      ),
    );
  if (!row) return undefined;
  const street = [row.address, row.streetNumber].filter(Boolean).join(' ');
  return `${street}, ${row.cap} ${row.town} (${row.province})`;
}
