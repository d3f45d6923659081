import { type CustomerAddressBody, isPostalCode, postalCodeDigits } from '@tessera/domain';
import { and, desc, eq } from 'drizzle-orm';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Executor } from '../../platform/context.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { countries, nations } from '../../platform/tables.ts';
import { addressesMessages as m } from './addresses.messages.ts';
import { customerAddresses } from './addresses.tables.ts';

const columns = {
  id: customerAddresses.id,
  activityId: customerAddresses.activityId,
  address: customerAddresses.address,
  streetNumber: customerAddresses.streetNumber,
  cap: customerAddresses.cap,
  town: customerAddresses.town,
  province: customerAddresses.province,
  recipientName: customerAddresses.recipientName,
  phone: customerAddresses.phone,
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

/** Two CAPs of one area: their first three digits agree (a hamlet's CAP beside its town's). */
const sameArea = (a: string, b: string) => a.slice(0, 3) === b.slice(0, 3);

/**
 * What a courier needs, checked before anything is written (400 otherwise, in the caller's
 * language): a town of the reference data; a postal code of its nation (Italy: 5 digits); where
 * the dataset knows the town's CAPs, one of them or of their area (a frazione may have its own:
 * the first three digits agree); a phone the courier can call, stored in international format.
 */
async function checkedAddress(db: Db, body: CustomerAddressBody) {
  const [town] = await db
    .select({
      name: countries.name,
      province: countries.province,
      caps: countries.caps,
      nationCode: nations.code,
    })
    .from(countries)
    .innerJoin(nations, eq(nations.id, countries.nationId))
    .where(eq(countries.id, body.countryId));
  if (!town) throw new AppError(400, 'unknown_town', m.unknownTown);
  const cap = body.cap.trim().toUpperCase();
  if (!isPostalCode(town.nationCode, cap)) {
    const digits = postalCodeDigits(town.nationCode);
    throw digits
      ? new AppError(400, 'invalid_cap', m.badCap, { cap, digits })
      : new AppError(400, 'invalid_cap', m.badPostalCode, { cap });
  }
  const caps = town.caps ?? [];
  if (caps.length > 0 && !caps.includes(cap) && !caps.some((c) => sameArea(c, cap))) {
    const list = caps.length > 3 ? `${caps[0]}–${caps[caps.length - 1]}` : caps.join(', ');
    throw new AppError(400, 'cap_not_of_town', m.capNotOfTown, {
      cap,
      town: town.name,
      caps: list,
      count: caps.length,
    });
  }
  const phone = parsePhoneNumberFromString(body.phone, town.nationCode as CountryCode);
  if (!phone?.isValid())
    throw new AppError(400, 'invalid_phone', m.badPhone, { phone: body.phone });
  return { cap, province: town.province, phone: phone.formatInternational() };
}

export async function addAddress(db: Db, userId: number, body: CustomerAddressBody) {
  const checked = await checkedAddress(db, body);
  const [created] = await db
    .insert(customerAddresses)
    .values({
      activityId: body.activityId,
      userId,
      address: body.address,
      streetNumber: body.streetNumber ?? null,
      town: body.town ?? null,
      countryId: body.countryId,
      recipientName: body.recipientName,
      ...checked,
    })
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
 * One of the customer's addresses at the activity as one line of text, as a parcel's label reads:
 * who receives it, the street, CAP, town and province, and the phone the courier calls ("Anna
 * Neri, Via Emilia 12, 40026 Imola (BO), +39 333 123 4567"); an address saved before recipients
 * were asked reads as before ("Via Roma 12, 20100 Milano (MI)"). For an order to keep as it was;
 * undefined when it is not theirs there.
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
      recipientName: customerAddresses.recipientName,
      phone: customerAddresses.phone,
      province: customerAddresses.province,
      town: countries.name,
      townProvince: countries.province,
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
  const place = `${row.cap} ${row.town} (${row.province ?? row.townProvince})`;
  return [row.recipientName, street, place, row.phone].filter(Boolean).join(', ');
}
