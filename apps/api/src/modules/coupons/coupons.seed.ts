// Demo coupons: valid and expired ones for the demo customer at both activities, with pictures.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { SeedPart } from '../../platform/module.ts';
import { giveCoupon } from './coupons.service.ts';
import { coupons } from './coupons.tables.ts';

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const COUPONS = {
  'salone-aurora': {
    color: '7B1FA2',
    list: [
      {
        name: 'Piega in omaggio',
        description: 'Con un taglio, la piega è offerta.',
        table: 'T' as const,
        validTo: 30,
      },
      {
        name: '-20% su un trattamento',
        description: 'Su un trattamento a scelta.',
        table: 'P' as const,
        validTo: 60,
      },
      {
        name: 'Sconto estate',
        description: '5 € su un colore.',
        table: 'S' as const,
        validTo: -10,
      },
    ],
  },
  'trattoria-da-rita': {
    color: 'C62828',
    list: [
      {
        name: 'Caffè offerto',
        description: 'A fine pranzo, il caffè è nostro.',
        table: 'T' as const,
        validTo: 45,
      },
      {
        name: 'Dolce della casa',
        description: 'Con un menu completo.',
        table: 'S' as const,
        validTo: -3,
      },
    ],
  },
};

const picture = (title: string, color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300">
<rect width="600" height="300" rx="20" fill="#${color}"/>
<circle cx="0" cy="150" r="28" fill="#fff"/><circle cx="600" cy="150" r="28" fill="#fff"/>
<text x="300" y="165" font-family="sans-serif" font-size="36" fill="#fff" text-anchor="middle">${title}</text>
</svg>`;

export const seedCoupons: SeedPart = async (tx, demo) => {
  const customer = demo.users.cliente as number;
  for (const [permalink, { color, list }] of Object.entries(COUPONS)) {
    const activityId = demo.activities[permalink];
    if (activityId === undefined) continue;
    const dir = join(demo.dataDir, 'images', 'coupon', String(activityId));
    await mkdir(dir, { recursive: true });
    for (const [i, c] of list.entries()) {
      const [existing] = await tx
        .select({ id: coupons.id })
        .from(coupons)
        .where(and(eq(coupons.activityId, activityId), eq(coupons.name, c.name)));
      if (existing) continue;
      const file = `coupon-${i + 1}.svg`;
      await writeFile(join(dir, file), picture(c.name, color));
      const [coupon] = await tx
        .insert(coupons)
        .values({ ...c, activityId, imageFileName: file, validTo: day(c.validTo) })
        .returning();
      if (coupon) await giveCoupon(tx, coupon.id, customer);
    }
  }
};
