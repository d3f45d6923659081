// The menu or price list (SPEC §3, §7 GET /api/menus): visible entries of visible categories, in
// the order the customer reads them (category sort, then entry sort, then names).
import { isTypology, type MenuEntry } from '@tessera/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { imageUrl } from '../../platform/images.ts';
import { menuCategories, menuEntries } from './menus.tables.ts';

export async function menuOf(db: Db, activityId: number): Promise<MenuEntry[]> {
  const rows = await db
    .select({
      id: menuEntries.id,
      name: menuEntries.name,
      description: menuEntries.description,
      priceCents: menuEntries.priceCents,
      allergens: menuEntries.allergens,
      typologies: menuEntries.typologies,
      imageFileName: menuEntries.imageFileName,
      sort: menuEntries.sort,
      category: { id: menuCategories.id, name: menuCategories.name, sort: menuCategories.sort },
    })
    .from(menuEntries)
    .innerJoin(menuCategories, eq(menuCategories.id, menuEntries.categoryId))
    .where(
      and(
        eq(menuEntries.activityId, activityId),
        eq(menuEntries.visible, true),
        eq(menuCategories.visible, true),
      ),
    )
    .orderBy(
      asc(menuCategories.sort),
      asc(menuCategories.name),
      asc(menuCategories.id),
      asc(menuEntries.sort),
      asc(menuEntries.name),
      asc(menuEntries.id),
    );
  return rows.map(({ priceCents, imageFileName, typologies, ...e }) => ({
    ...e,
    price: priceCents / 100,
    typologies: typologies.filter(isTypology),
    imageUrl: imageFileName ? imageUrl('menu', activityId, imageFileName) : null,
  }));
}
