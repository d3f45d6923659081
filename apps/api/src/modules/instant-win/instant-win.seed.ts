// Demo scratch-and-win: a campaign per activity with a picture, and for the demo customer three
// cards at each: one won and scratched (its prize credited to the card, IS), one lost, one still
// to scratch (a win waiting at Salone Aurora).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { systemClock } from '../../platform/context.ts';
import { campaignPicture } from '../../platform/demo-art.ts';
import type { SeedPart } from '../../platform/module.ts';
import { creditCard } from '../cards/index.ts';
import { giveScratchCard } from './instant-win.service.ts';
import { scratchAndWinCustomers, scratchAndWins } from './instant-win.tables.ts';

const CAMPAIGNS = {
  'salone-aurora': {
    name: 'Gratta e vinci d’inverno',
    description: 'Gratta la carta: puoi vincere 3,00 € sulla tua carta fedeltà.',
    winPercent: 25,
    prizeCents: 300,
    prizePoints: 0,
    color: '7B1FA2',
  },
  'trattoria-da-rita': {
    name: 'Gratta e assaggia',
    description: 'In palio 50 punti per il prossimo pranzo.',
    winPercent: 20,
    prizeCents: 0,
    prizePoints: 50,
    color: 'C62828',
  },
};

export const seedInstantWin: SeedPart = async (tx, demo) => {
  const customer = demo.users.cliente as number;
  for (const [permalink, c] of Object.entries(CAMPAIGNS)) {
    const activityId = demo.activities[permalink];
    if (activityId === undefined) continue;
    const [existing] = await tx
      .select({ id: scratchAndWins.id })
      .from(scratchAndWins)
      .where(and(eq(scratchAndWins.activityId, activityId), eq(scratchAndWins.name, c.name)));
    if (existing) continue;
    const { color, ...fields } = c;
    const [campaign] = await tx
      .insert(scratchAndWins)
      .values({ activityId, ...fields, imageFileName: 'campaign.svg' })
      .returning();
    if (!campaign) continue;
    const dir = join(demo.dataDir, 'images', 'scratch-and-win', String(activityId));
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'campaign.svg'), campaignPicture({ color }));
    // Given a while ago, scratched: a win (credited) and a loss.
    const won = await giveScratchCard(tx, campaign.id, customer, true);
    const lost = await giveScratchCard(tx, campaign.id, customer, false);
    const movement = await creditCard(tx, systemClock, activityId, customer, {
      type: 'IS',
      amountCents: won.prizeCents,
      points: won.prizePoints,
      note: c.name,
    });
    await tx
      .update(scratchAndWinCustomers)
      .set({ scratchedAt: new Date(), movementId: movement?.id ?? null })
      .where(eq(scratchAndWinCustomers.id, won.id));
    await tx
      .update(scratchAndWinCustomers)
      .set({ scratchedAt: new Date() })
      .where(eq(scratchAndWinCustomers.id, lost.id));
    // Still to scratch.
    await giveScratchCard(tx, campaign.id, customer, permalink === 'salone-aurora');
  }
};
