// Demo languages of each activity: Salone Aurora speaks all five, Trattoria Da Rita Italian.
import type { SeedPart } from '../../platform/module.ts';
import { activityLanguages } from './languages.tables.ts';

const SPOKEN: Record<string, string[]> = {
  'salone-aurora': ['it', 'es', 'fr', 'de', 'gb'],
  'trattoria-da-rita': ['it'],
};

export const seedLanguages: SeedPart = async (tx, demo) => {
  for (const [permalink, codes] of Object.entries(SPOKEN)) {
    const activityId = demo.activities[permalink];
    if (activityId === undefined) continue;
    await tx
      .insert(activityLanguages)
      .values(codes.map((code) => ({ activityId, languageId: demo.languages.get(code) as number })))
      .onConflictDoNothing();
  }
};
