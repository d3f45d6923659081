// What the catalogue set-up's tests share: the calls of an admin (keyed, in a language), a shop
// switched on with its admin, counter staff and a customer, pictures as the upload stores them,
// and the catalogue as the database holds it.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createStaff,
  type Person,
} from '../../../test-support/factories.ts';
import type { TestApp } from '../../../test-support/harness.ts';
import { createShop, type ShopSpec } from '../../../test-support/shop.ts';

export const base = (activityId: number) => `/api/activities/${activityId}/catalogue`;

export function callsOf(t: TestApp) {
  const get = (as: Person, url: string, lang = 'it') =>
    t.call({ url, as, headers: { 'accept-language': lang } });
  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    as: Person,
    url: string,
    payload?: object,
    lang = 'it',
    key: string = randomUUID(),
  ) =>
    t.call({
      method,
      url,
      as,
      headers: { 'idempotency-key': key, 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  return { get, send };
}

/** An activity whose shop is on (createShop's catalogue), its admin, counter staff and a customer. */
export async function shopWithAdmin(t: TestApp, spec: ShopSpec = {}) {
  const activity = await createActivity(t);
  const shop = await createShop(t, activity.id, spec);
  return {
    activity,
    shop,
    admin: await createAdmin(t, activity.id),
    staff: await createStaff(t, activity.id),
    customer: await createCustomer(t, activity.id),
  };
}

/** A picture uploaded for the activity (kind item or shop), as the pictures upload names it. */
export async function storedPicture(t: TestApp, folder: 'item' | 'shop', activityId: number) {
  const dir = join(t.dataDir, 'images', folder, String(activityId));
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID().replaceAll('-', '')}.webp`;
  await writeFile(join(dir, name), 'webp');
  return name;
}

/** The activity's catalogue as the database holds it: categories, items, colours, sizes, pictures. */
export async function catalogueRows(t: TestApp, activityId: number) {
  return {
    categories: await t.rows(sql`select id, name, sort, visible from shop_categories
      where activity_id = ${activityId} order by id`),
    items: await t.rows(sql`select id, category_id, name, sku, description, price_cents,
        discount_cents, active, archived_at, sort, allergens, typologies
      from items where activity_id = ${activityId} order by id`),
    colors: await t.rows(sql`select id, item_id, name, hex, image_file_name, sort
      from item_colors where activity_id = ${activityId} order by id`),
    sizes: await t.rows(sql`select id, item_color_id, size, stock, sort
      from item_color_sizes where activity_id = ${activityId} order by id`),
    images: await t.rows(sql`select id, item_id, file_name, sort
      from shop_images where activity_id = ${activityId} order by id`),
    cartLines: await t.rows(sql`select id, item_color_size_id, order_id
      from cart_lines where activity_id = ${activityId} order by id`),
  };
}
