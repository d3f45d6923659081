// The shop's demo (issue 17): Salone Aurora's clothing shop (3 categories, 12 items in colours
// and sizes, a few sizes nearly gone, one item sold out, a picture per colour), Trattoria Da
// Rita's take-away dishes with pick-up times every day but Monday, and past orders of Chiara and
// Giulia at Aurora. Each activity's shop is written once (a second run adds nothing); the
// pictures are drawn again every run. Orders use no card credit; the paid ones earn their
// cashback through the card ledger (cards' earnOnPurchase), as staff marking them paid would.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type Allergen,
  isPaidStatus,
  type OrderStatus,
  orderTotals,
  type PaymentType,
  type ShippingType,
  subtotalCents,
  type Typology,
} from '@tessera/domain';
import { eq } from 'drizzle-orm';
import { systemClock } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import {
  type DishKind,
  dishPicture,
  isDishKind,
  type ProductKind,
  productPicture,
  type SceneKind,
  scenePicture,
} from '../../platform/demo-art.ts';
import type { SeedPart } from '../../platform/module.ts';
import { activities } from '../../platform/tables.ts';
import { earnOnPurchase, purchaseTermsOf } from '../cards/index.ts';
import {
  itemColorSizes,
  itemColors,
  items,
  payments,
  shippings,
  shopCategories,
  shopCloseTimes,
  shopImages,
} from './catalogue/catalogue.tables.ts';
import { cartLines, orders } from './orders/orders.tables.ts';

interface DemoSize {
  size: string | null;
  /** null: unlimited. */
  stock: number | null;
}

interface DemoColor {
  /** null: a dish, sold in one colour. */
  name: string | null;
  hex: string;
  /** Tortoiseshell or melange in its picture. */
  mottled?: true;
  sizes: DemoSize[];
}

interface DemoItem {
  name: string;
  description: string;
  price: number;
  discount?: number;
  allergens?: Allergen[];
  typologies?: Typology[];
  /** What its picture shows (platform/demo-art.ts). */
  picture: ProductKind | DishKind;
  colors: DemoColor[];
}

/** The same sizes for every colour, each with its stock. */
const sized = (stock: Record<string, number | null>): DemoSize[] =>
  Object.entries(stock).map(([size, n]) => ({ size, stock: n }));
const oneSize = (stock: number | null): DemoSize[] => [{ size: null, stock }];
/** A dish: one plain colour and size. */
const dish = (hex: string, stock: number | null = null): DemoColor[] => [
  { name: null, hex, sizes: oneSize(stock) },
];

const AURORA: [category: string, items: DemoItem[]][] = [
  [
    'Capelli',
    [
      {
        name: 'Shampoo nutriente',
        description: "Per capelli secchi e trattati, con olio d'argan. Senza solfati.",
        price: 14,
        discount: 11.9,
        picture: 'bottle',
        colors: [
          { name: 'Argan', hex: 'C8A165', sizes: sized({ '250 ml': 24, '500 ml': 2 }) },
          { name: 'Camomilla', hex: 'F2D16B', sizes: sized({ '250 ml': 18, '500 ml': 9 }) },
        ],
      },
      {
        name: 'Maschera ristrutturante',
        description: 'Alla cheratina: posa 5 minuti dopo lo shampoo, poi risciacqua.',
        price: 18.5,
        picture: 'jar',
        colors: [{ name: 'Cheratina', hex: 'E8D5C4', sizes: sized({ '200 ml': 15, '500 ml': 6 }) }],
      },
      {
        name: "Olio d'argan puro",
        description: 'Poche gocce sulle punte, a capelli umidi o asciutti.',
        price: 22,
        picture: 'dropper',
        colors: [{ name: 'Oro', hex: 'D4A017', sizes: sized({ '50 ml': 12, '100 ml': 1 }) }],
      },
      {
        name: 'Spazzola termica',
        description: 'In ceramica, per la piega a casa come in salone.',
        price: 19.9,
        discount: 15.9,
        picture: 'brush',
        colors: [
          { name: 'Nero', hex: '212121', sizes: sized({ '25 mm': 8, '33 mm': 10, '43 mm': 4 }) },
          { name: 'Rosa', hex: 'F48FB1', sizes: sized({ '25 mm': 5, '33 mm': 0, '43 mm': 2 }) },
        ],
      },
    ],
  ],
  [
    'Accessori',
    [
      {
        name: 'Fascia in velluto',
        description: 'Morbida, tiene i capelli senza segnarli.',
        price: 12,
        picture: 'headband',
        colors: [
          { name: 'Bordeaux', hex: '7B1E3A', sizes: oneSize(14) },
          { name: 'Nero', hex: '212121', sizes: oneSize(20) },
          { name: 'Verde salvia', hex: '9CAF88', sizes: oneSize(2) },
        ],
      },
      {
        name: 'Pinza per capelli',
        description: 'In acetato, per raccolti veloci.',
        price: 8.5,
        picture: 'clip',
        colors: [
          {
            name: 'Tartaruga',
            hex: '8B5A2B',
            mottled: true,
            sizes: sized({ Piccola: 25, Grande: 16 }),
          },
          { name: 'Avorio', hex: 'FFF8E7', sizes: sized({ Piccola: 11, Grande: 1 }) },
        ],
      },
      {
        name: 'Pochette trucco',
        description: 'Impermeabile dentro, con cerniera dorata.',
        price: 24,
        discount: 19,
        picture: 'pouch',
        colors: [
          { name: 'Rosa cipria', hex: 'E8B4B8', sizes: oneSize(6) },
          { name: 'Nero', hex: '212121', sizes: oneSize(0) },
        ],
      },
      {
        name: 'Elastici in seta',
        description: 'Set di tre, non spezzano i capelli.',
        price: 9.9,
        picture: 'scrunchie',
        colors: [
          { name: 'Champagne', hex: 'F7E7CE', sizes: oneSize(null) },
          { name: 'Lilla', hex: 'C8A2C8', sizes: oneSize(null) },
        ],
      },
    ],
  ],
  [
    'Abbigliamento',
    [
      {
        name: 'T-shirt Aurora',
        description: 'Cotone biologico, logo del salone stampato su richiesta.',
        price: 25,
        discount: 19.9,
        picture: 'tshirt',
        colors: [
          { name: 'Bianco', hex: 'FFFFFF', sizes: sized({ S: null, M: null, L: null, XL: null }) },
          { name: 'Viola', hex: '7B1FA2', sizes: sized({ S: null, M: null, L: null, XL: null }) },
        ],
      },
      {
        name: 'Kimono da salone',
        description: 'Leggero e idrorepellente, per i trattamenti di colore.',
        price: 45,
        picture: 'kimono',
        colors: [
          { name: 'Nero', hex: '212121', sizes: sized({ S: 4, M: 6, L: 5, XL: 3 }) },
          { name: 'Lilla', hex: 'C8A2C8', sizes: sized({ S: 3, M: 1, L: 4, XL: 0 }) },
        ],
      },
      {
        name: 'Felpa edizione limitata',
        description: 'Cinquanta pezzi numerati per i dieci anni del salone.',
        price: 59,
        picture: 'hoodie',
        colors: [
          {
            name: 'Grigio melange',
            hex: '9E9E9E',
            mottled: true,
            sizes: sized({ S: 0, M: 0, L: 0 }),
          },
          { name: 'Viola', hex: '7B1FA2', sizes: sized({ S: 0, M: 0, L: 0 }) },
        ],
      },
      {
        name: 'Grembiule in lino',
        description: 'Con tasca frontale, lavabile a 40°.',
        price: 32,
        picture: 'apron',
        colors: [
          { name: 'Naturale', hex: 'D8CBB3', sizes: oneSize(7) },
          { name: 'Antracite', hex: '37474F', sizes: oneSize(9) },
        ],
      },
    ],
  ],
];

const RITA: [category: string, items: DemoItem[]][] = [
  [
    'Primi da asporto',
    [
      {
        name: 'Tagliatelle al ragù',
        description: 'Tirate al mattarello, con ragù bolognese cotto sei ore.',
        price: 12,
        allergens: ['GL', 'UO', 'CE', 'LA'],
        picture: 'pasta-ragu',
        colors: dish('B5651D'),
      },
      {
        name: 'Lasagne verdi alla bolognese',
        description: 'Teglia da una porzione.',
        price: 13,
        allergens: ['GL', 'UO', 'LA', 'CE'],
        picture: 'lasagne',
        colors: dish('6B8E23', 6),
      },
      {
        name: 'Tortelloni burro e salvia',
        description: 'Ripieni di ricotta e prezzemolo.',
        price: 11.5,
        allergens: ['GL', 'UO', 'LA'],
        typologies: ['VG'],
        picture: 'tortelloni',
        colors: dish('E6C36A'),
      },
      {
        name: 'Passatelli asciutti',
        description: 'Con funghi porcini e salsiccia.',
        price: 12.5,
        allergens: ['GL', 'UO', 'LA'],
        picture: 'passatelli',
        colors: dish('A0522D'),
      },
    ],
  ],
  [
    'Secondi',
    [
      {
        name: 'Cotoletta alla bolognese',
        description: 'Con prosciutto crudo e Parmigiano, al forno.',
        price: 17,
        allergens: ['GL', 'UO', 'LA'],
        picture: 'cutlet',
        colors: dish('C68E17'),
      },
      {
        name: 'Polpette al sugo con piselli',
        description: 'Sei polpette, sugo di pomodoro e piselli.',
        price: 13,
        allergens: ['GL', 'UO', 'LA', 'CE'],
        picture: 'meatballs',
        colors: dish('B22222'),
      },
      {
        name: 'Grigliata di verdure',
        description: 'Con olio extravergine dei colli bolognesi.',
        price: 10,
        typologies: ['VE', 'GF'],
        picture: 'grilled-veg',
        colors: dish('558B2F'),
      },
    ],
  ],
  [
    'Dolci',
    [
      {
        name: 'Zuppa inglese',
        description: 'Savoiardi all’alchermes, crema pasticcera e al cioccolato.',
        price: 5.5,
        allergens: ['GL', 'UO', 'LA'],
        picture: 'trifle',
        colors: dish('C2185B', 8),
      },
      {
        name: 'Torta di riso',
        description: 'Con mandorle e liquore all’amaretto.',
        price: 5,
        allergens: ['UO', 'LA', 'FG'],
        typologies: ['GF'],
        picture: 'rice-cake',
        colors: dish('D7B377'),
      },
    ],
  ],
];

interface DemoShop {
  catalogue: [string, DemoItem[]][];
  /** The shop's banners. */
  shopImages: SceneKind[];
  shippings: {
    type: ShippingType;
    priceMinCents: number;
    offerCents: number;
    standardCents: number;
    shippingDaysFrom: number;
    shippingDaysTo: number;
  }[];
  payments: PaymentType[];
  /** One pick-up window per ISO weekday (1 Monday … 7 Sunday). */
  closeTimes: { days: number[]; startTime: string; endTime: string } | null;
}

const SHOPS: Record<string, DemoShop> = {
  'salone-aurora': {
    catalogue: AURORA,
    // The new collection on a rail, the salon's products on its shelves.
    shopImages: ['boutique', 'shelf'],
    shippings: [
      {
        type: 'S',
        priceMinCents: 0,
        offerCents: 0,
        standardCents: 0,
        shippingDaysFrom: 0,
        shippingDaysTo: 0,
      },
      // Courier 6,90 €, free above 50 €, in 2–4 days.
      {
        type: 'C',
        priceMinCents: 5000,
        offerCents: 0,
        standardCents: 690,
        shippingDaysFrom: 2,
        shippingDaysTo: 4,
      },
      // Home delivery 9,90 €, free above 80 €, in 1–2 days.
      {
        type: 'H',
        priceMinCents: 8000,
        offerCents: 0,
        standardCents: 990,
        shippingDaysFrom: 1,
        shippingDaysTo: 2,
      },
    ],
    payments: ['S', 'P', 'BT', 'ST'],
    closeTimes: null,
  },
  'trattoria-da-rita': {
    catalogue: RITA,
    // Take-away bags and trays on the counter.
    shopImages: ['takeaway'],
    shippings: [
      {
        type: 'S',
        priceMinCents: 0,
        offerCents: 0,
        standardCents: 0,
        shippingDaysFrom: 0,
        shippingDaysTo: 0,
      },
    ],
    payments: ['ST', 'S'],
    // Lunch and dinner in one window (one setting per day), closed on Monday.
    closeTimes: { days: [2, 3, 4, 5, 6, 7], startTime: '12:00', endTime: '22:00' },
  },
};

interface DemoOrder {
  customer: 'cliente' | 'giulia';
  daysAgo: number;
  status: OrderStatus;
  shipping: ShippingType;
  payment: PaymentType;
  address?: string;
  /** Item name, colour, size, quantity. */
  lines: [item: string, color: string | null, size: string | null, quantity: number][];
}

const CHIARA_ADDRESS = 'Via Indipendenza 8, 40121 Bologna (BO)';
const GIULIA_ADDRESS = 'Via Saragozza 61, 40123 Bologna (BO)';

/** Aurora's past orders: every status, each customer more than one. */
const ORDERS: DemoOrder[] = [
  {
    customer: 'cliente',
    daysAgo: 24,
    status: 'collected',
    shipping: 'S',
    payment: 'ST',
    lines: [
      ['Shampoo nutriente', 'Argan', '500 ml', 1],
      ['Fascia in velluto', 'Bordeaux', null, 1],
    ],
  },
  {
    customer: 'cliente',
    daysAgo: 12,
    status: 'cancelled',
    shipping: 'H',
    payment: 'BT',
    address: CHIARA_ADDRESS,
    lines: [['Pochette trucco', 'Rosa cipria', null, 1]],
  },
  {
    customer: 'cliente',
    daysAgo: 3,
    status: 'ready',
    shipping: 'S',
    payment: 'BT',
    lines: [['T-shirt Aurora', 'Viola', 'M', 2]],
  },
  {
    customer: 'cliente',
    daysAgo: 1,
    status: 'placed',
    shipping: 'C',
    payment: 'BT',
    address: CHIARA_ADDRESS,
    lines: [['Kimono da salone', 'Nero', 'L', 1]],
  },
  {
    customer: 'giulia',
    daysAgo: 30,
    status: 'collected',
    shipping: 'H',
    payment: 'BT',
    address: GIULIA_ADDRESS,
    lines: [
      ['Kimono da salone', 'Lilla', 'S', 1],
      ['Maschera ristrutturante', 'Cheratina', '500 ml', 2],
    ],
  },
  {
    customer: 'giulia',
    daysAgo: 2,
    status: 'paid',
    shipping: 'S',
    payment: 'ST',
    lines: [
      ['Spazzola termica', 'Rosa', '25 mm', 1],
      ['Elastici in seta', 'Lilla', null, 2],
    ],
  },
  {
    customer: 'giulia',
    daysAgo: 0,
    status: 'placed',
    shipping: 'S',
    payment: 'ST',
    lines: [["Olio d'argan puro", 'Oro', '50 ml', 1]],
  },
];

const cents = (euros: number) => Math.round(euros * 100);
const slug = (...parts: (string | null)[]) =>
  parts
    .filter((p): p is string => p !== null)
    .join('-')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
/** An item's picture in one colour: a product in the studio, or the dish on the trattoria's table. */
function itemPicture(
  it: DemoItem,
  c: DemoColor,
  brand: string,
  view: 'front' | 'detail' = 'front',
) {
  return isDishKind(it.picture)
    ? dishPicture({ kind: it.picture, plate: brand })
    : productPicture({ kind: it.picture, color: c.hex, accent: brand, mottled: c.mottled, view });
}

/** Writes the catalogue, shippings, payments and pick-up times once; the pictures every run. */
async function seedShopOf(
  tx: Tx,
  activityId: number,
  shop: DemoShop,
  dataDir: string,
  activityColor: string,
) {
  const itemDir = join(dataDir, 'images', 'item', String(activityId));
  const shopDir = join(dataDir, 'images', 'shop', String(activityId));
  await mkdir(itemDir, { recursive: true });
  await mkdir(shopDir, { recursive: true });
  const plates = shop.closeTimes !== null;
  for (const [, list] of shop.catalogue) {
    for (const it of list) {
      for (const c of it.colors) {
        const file = join(itemDir, `${slug(it.name, c.name)}.svg`);
        await writeFile(file, itemPicture(it, c, activityColor));
      }
      if (!plates) {
        const first = it.colors[0] as DemoColor;
        await writeFile(
          join(itemDir, `${slug(it.name)}-dettaglio.svg`),
          itemPicture(it, first, activityColor, 'detail'),
        );
      }
    }
  }
  for (const [i, kind] of shop.shopImages.entries()) {
    await writeFile(
      join(shopDir, `shop-${i + 1}.svg`),
      scenePicture({ kind, color: activityColor, width: 1200, height: 500 }),
    );
  }

  const [existing] = await tx
    .select({ id: shopCategories.id })
    .from(shopCategories)
    .where(eq(shopCategories.activityId, activityId))
    .limit(1);
  if (existing) return;

  await tx
    .insert(shopImages)
    .values(
      shop.shopImages.map((_, i) => ({ activityId, fileName: `shop-${i + 1}.svg`, sort: i })),
    );
  for (const [c, [name, list]] of shop.catalogue.entries()) {
    const [category] = await tx
      .insert(shopCategories)
      .values({ activityId, name, sort: c })
      .returning({ id: shopCategories.id });
    const categoryId = (category as { id: number }).id;
    for (const [i, it] of list.entries()) {
      const [row] = await tx
        .insert(items)
        .values({
          activityId,
          categoryId,
          name: it.name,
          description: it.description,
          priceCents: cents(it.price),
          discountCents: it.discount === undefined ? null : cents(it.discount),
          allergens: it.allergens ?? [],
          typologies: it.typologies ?? [],
          sort: i,
        })
        .returning({ id: items.id });
      const itemId = (row as { id: number }).id;
      if (!plates) {
        await tx
          .insert(shopImages)
          .values({ activityId, itemId, fileName: `${slug(it.name)}-dettaglio.svg` });
      }
      for (const [k, color] of it.colors.entries()) {
        const [colorRow] = await tx
          .insert(itemColors)
          .values({
            activityId,
            itemId,
            name: color.name,
            hex: color.name === null ? null : color.hex,
            imageFileName: `${slug(it.name, color.name)}.svg`,
            sort: k,
          })
          .returning({ id: itemColors.id });
        const itemColorId = (colorRow as { id: number }).id;
        await tx.insert(itemColorSizes).values(
          color.sizes.map((s, n) => ({
            activityId,
            itemId,
            itemColorId,
            size: s.size,
            stock: s.stock,
            sort: n,
          })),
        );
      }
    }
  }
  await tx.insert(shippings).values(shop.shippings.map((s) => ({ activityId, ...s })));
  await tx.insert(payments).values(shop.payments.map((type) => ({ activityId, type })));
  if (shop.closeTimes) {
    const { days, startTime, endTime } = shop.closeTimes;
    await tx
      .insert(shopCloseTimes)
      .values(days.map((day) => ({ activityId, day, startTime, endTime })));
  }
}

/** Aurora's past orders, once: lines with the prices of the day, money by SPEC §9's rules. */
async function seedOrders(tx: Tx, activityId: number, users: Record<string, number>) {
  const [existing] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.activityId, activityId))
    .limit(1);
  if (existing) return;
  const sizes = await tx
    .select({
      sizeId: itemColorSizes.id,
      size: itemColorSizes.size,
      color: itemColors.name,
      itemId: items.id,
      item: items.name,
      priceCents: items.priceCents,
      discountCents: items.discountCents,
    })
    .from(itemColorSizes)
    .innerJoin(itemColors, eq(itemColors.id, itemColorSizes.itemColorId))
    .innerJoin(items, eq(items.id, itemColorSizes.itemId))
    .where(eq(itemColorSizes.activityId, activityId));
  const shippingRows = await tx
    .select()
    .from(shippings)
    .where(eq(shippings.activityId, activityId));
  const paymentRows = await tx.select().from(payments).where(eq(payments.activityId, activityId));
  const terms = await purchaseTermsOf(tx, activityId);
  for (const o of ORDERS) {
    const userId = users[o.customer] as number;
    const lines = o.lines.map(([item, color, size, quantity]) => {
      const found = sizes.find((s) => s.item === item && s.color === color && s.size === size);
      if (!found) throw new Error(`seed: no ${item} ${color} ${size}`);
      return { ...found, quantity };
    });
    const shipping = shippingRows.find((s) => s.type === o.shipping);
    const payment = paymentRows.find((p) => p.type === o.payment);
    if (!shipping || !payment) throw new Error('seed: shipping or payment missing');
    const totals = orderTotals({
      subtotalCents: subtotalCents(lines),
      shipping,
      requestedCreditCents: 0,
      balanceCents: 0,
      rule: terms.rule,
      cashBackType: terms.cashBackType,
    });
    const at = new Date(Date.now() - o.daysAgo * 86_400_000 - 3 * 3_600_000);
    const [row] = await tx
      .insert(orders)
      .values({
        activityId,
        userId,
        status: o.status,
        shippingId: shipping.id,
        shippingType: o.shipping,
        paymentId: payment.id,
        paymentType: o.payment,
        address: o.address ?? null,
        subtotalCents: totals.subtotalCents,
        shippingCents: totals.shippingCents,
        creditCents: totals.creditCents,
        totalCents: totals.totalCents,
        cashbackCents: totals.earned.amountCents,
        points: totals.earned.points,
        createdAt: at,
        paidAt: isPaidStatus(o.status) ? at : null,
        updatedAt: at,
      })
      .returning({ id: orders.id });
    const orderId = (row as { id: number }).id;
    await tx.insert(cartLines).values(
      lines.map((l) => ({
        activityId,
        userId,
        itemId: l.itemId,
        itemColorSizeId: l.sizeId,
        quantity: l.quantity,
        orderId,
        priceCents: l.priceCents,
        discountCents: l.discountCents,
        createdAt: at,
      })),
    );
    if (!isPaidStatus(o.status)) continue;
    const movementId = await earnOnPurchase(tx, systemClock, activityId, userId, {
      spentCents: totals.subtotalCents,
      amountCents: totals.earned.amountCents,
      points: totals.earned.points,
      note: `order ${orderId}`,
    });
    await tx.update(orders).set({ cashbackMovementId: movementId }).where(eq(orders.id, orderId));
  }
}

export const seedShop: SeedPart = async (tx, demo) => {
  for (const [permalink, shop] of Object.entries(SHOPS)) {
    const activityId = demo.activities[permalink];
    if (activityId === undefined) continue;
    const [activity] = await tx
      .select({ color: activities.color })
      .from(activities)
      .where(eq(activities.id, activityId));
    await seedShopOf(tx, activityId, shop, demo.dataDir, activity?.color ?? '7B1FA2');
  }
  const aurora = demo.activities['salone-aurora'];
  if (aurora !== undefined) await seedOrders(tx, aurora, demo.users);
};
