// Demo menus: Trattoria Da Rita's menu (4 categories, allergens, typologies, a few pictures) and
// Salone Aurora's price list. Written once per activity: a menu that exists is left alone.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { type DishKind, dishPicture } from '../../platform/demo-art.ts';
import type { SeedPart } from '../../platform/module.ts';
import { activities } from '../../platform/tables.ts';
import { menuCategories, menuEntries } from './menus.tables.ts';

interface DemoEntry {
  name: string;
  description?: string;
  price: number;
  allergens?: string[];
  typologies?: string[];
  /** The dish its picture shows (platform/demo-art.ts); none without. */
  picture?: DishKind;
}

const MENUS: Record<string, [category: string, entries: DemoEntry[]][]> = {
  'trattoria-da-rita': [
    [
      'Antipasti',
      [
        {
          name: 'Tagliere di salumi e crescentine',
          description: 'Mortadella, prosciutto crudo, salame rosa e crescentine fritte.',
          price: 14,
          allergens: ['GL', 'LA'],
          picture: 'board',
        },
        {
          name: 'Tigelle con squacquerone e rucola',
          description: 'Sei tigelle calde con squacquerone di Romagna DOP.',
          price: 9.5,
          allergens: ['GL', 'LA'],
          typologies: ['VG'],
        },
        {
          name: 'Parmigiano Reggiano 30 mesi e aceto balsamico',
          description: 'Scaglie di Parmigiano con aceto balsamico tradizionale di Modena.',
          price: 8,
          // SF (solfiti) is not among the codes the app knows: it shows as 'Non gestito'.
          allergens: ['LA', 'SF'],
          typologies: ['VG', 'GF'],
        },
        {
          name: 'Friggione',
          description: 'Cipolle bianche e pomodoro cotti lentamente, con pane tostato.',
          price: 7,
          allergens: ['GL', 'CE'],
          typologies: ['VE'],
        },
      ],
    ],
    [
      'Primi',
      [
        {
          name: 'Tagliatelle al ragù',
          description: 'Tirate al mattarello, con ragù bolognese cotto sei ore.',
          price: 13,
          allergens: ['GL', 'UO', 'CE', 'LA'],
          picture: 'pasta-ragu',
        },
        {
          name: 'Tortellini in brodo',
          description: 'Ripieno di lombo, prosciutto e mortadella, in brodo di cappone.',
          price: 15,
          allergens: ['GL', 'UO', 'LA', 'CE'],
          picture: 'tortellini-broth',
        },
        {
          name: 'Tortelloni burro e salvia',
          description: 'Ripieni di ricotta e prezzemolo.',
          price: 12,
          allergens: ['GL', 'UO', 'LA'],
          typologies: ['VG'],
        },
        {
          name: 'Lasagne verdi alla bolognese',
          price: 13.5,
          allergens: ['GL', 'UO', 'LA', 'CE'],
        },
      ],
    ],
    [
      'Secondi',
      [
        {
          name: 'Cotoletta alla bolognese',
          description: 'Con prosciutto crudo, Parmigiano e brodo, al forno.',
          price: 18,
          allergens: ['GL', 'UO', 'LA'],
        },
        {
          name: 'Polpette al sugo con piselli',
          price: 14,
          allergens: ['GL', 'UO', 'LA', 'CE'],
        },
        {
          name: 'Baccalà fritto',
          description: 'In pastella leggera, con limone.',
          price: 16,
          allergens: ['PE', 'GL'],
        },
        {
          name: 'Grigliata di verdure di stagione',
          description: 'Con olio extravergine dei colli bolognesi.',
          price: 11,
          typologies: ['VE', 'GF'],
        },
      ],
    ],
    [
      'Dolci',
      [
        {
          name: 'Zuppa inglese',
          description: 'Savoiardi all’alchermes, crema pasticcera e crema al cioccolato.',
          price: 6,
          allergens: ['GL', 'UO', 'LA'],
          picture: 'trifle',
        },
        {
          name: 'Torta di riso',
          description: 'Con mandorle e liquore all’amaretto.',
          price: 5.5,
          allergens: ['UO', 'LA', 'FG'],
          typologies: ['GF'],
        },
        {
          name: 'Sorbetto al limone',
          price: 4.5,
          typologies: ['VE', 'GF'],
        },
      ],
    ],
  ],
  'salone-aurora': [
    [
      'Taglio',
      [
        { name: 'Taglio donna', description: 'Shampoo, taglio e asciugatura.', price: 28 },
        { name: 'Taglio uomo', description: 'Shampoo e taglio.', price: 20 },
        { name: 'Taglio bambino', description: 'Fino a 12 anni.', price: 15 },
      ],
    ],
    [
      'Piega',
      [
        { name: 'Piega capelli corti', price: 18 },
        { name: 'Piega capelli lunghi', price: 24 },
        { name: 'Raccolto da cerimonia', description: 'Prova compresa.', price: 45 },
      ],
    ],
    [
      'Colore',
      [
        { name: 'Colore', description: 'Ritocco della ricrescita o colore pieno.', price: 38 },
        { name: 'Colpi di sole', price: 55 },
        { name: 'Balayage', description: 'Schiaritura sfumata a mano libera.', price: 85 },
      ],
    ],
    [
      'Trattamenti',
      [
        { name: 'Trattamento ristrutturante', price: 20 },
        { name: 'Trattamento alla cheratina', description: 'Liscio fino a tre mesi.', price: 90 },
      ],
    ],
  ],
};

const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const seedMenus: SeedPart = async (tx, demo) => {
  for (const [permalink, categories] of Object.entries(MENUS)) {
    const activityId = demo.activities[permalink];
    if (activityId === undefined) continue;
    const [activity] = await tx
      .select({ color: activities.color })
      .from(activities)
      .where(eq(activities.id, activityId));
    // The pictures are written on every run, like the activities' images.
    const dir = join(demo.dataDir, 'images', 'menu', String(activityId));
    for (const [, entries] of categories) {
      for (const e of entries) {
        if (!e.picture) continue;
        await mkdir(dir, { recursive: true });
        await writeFile(
          join(dir, `${slug(e.name)}.svg`),
          dishPicture({ kind: e.picture, plate: activity?.color ?? '555555', format: 'wide' }),
        );
      }
    }
    const [existing] = await tx
      .select({ id: menuCategories.id })
      .from(menuCategories)
      .where(eq(menuCategories.activityId, activityId))
      .limit(1);
    if (existing) continue;
    for (const [c, [name, entries]] of categories.entries()) {
      const [category] = await tx
        .insert(menuCategories)
        .values({ activityId, name, sort: (c + 1) * 10 })
        .returning({ id: menuCategories.id });
      await tx.insert(menuEntries).values(
        entries.map((e, i) => ({
          activityId,
          categoryId: category?.id as number,
          name: e.name,
          description: e.description ?? null,
          priceCents: Math.round(e.price * 100),
          allergens: e.allergens ?? [],
          typologies: e.typologies ?? [],
          imageFileName: e.picture ? `${slug(e.name)}.svg` : null,
          sort: (i + 1) * 10,
        })),
      );
    }
  }
};
