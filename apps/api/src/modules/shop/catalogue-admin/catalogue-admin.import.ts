// Items imported from a spreadsheet (issue 25, console item 4: a shop moving from a spreadsheet):
// a CSV file's text, read by csv-parse (UTF-8 with or without a BOM; ';' as Italian spreadsheets
// write it, or ','; prices with a decimal comma). One line is one item: matched by its code (sku),
// else by name and category (any case), it is updated, else made with one colour and one size
// holding the line's stock. A preview answers what each line would do and its errors, writing
// nothing; applying reads the file again under the catalogue lock and writes it all in one unit
// of work, or nothing while any line has an error. Cells are stored as text: a cell such as
// `=HYPERLINK(…)` is a name like any other, never evaluated; an export would pass it through the
// domain's spreadsheetSafe.
import {
  type CatalogueImportView,
  eurosToCents,
  flagOfText,
  type ImportColumn,
  type ImportLine,
  importColumnOf,
  type LanguageCode,
  MAX_IMPORT_LINES,
  MAX_ITEM_PRICE,
  priceOfText,
  REQUIRED_IMPORT_COLUMNS,
  SKU,
  stockOfText,
} from '@tessera/domain';
import { CsvError, parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db.ts';
import { AppError } from '../../../platform/errors.ts';
import { type Message, type Params, type ParamsArg, translate } from '../../../platform/i18n.ts';
import { transact } from '../../../platform/unit-of-work.ts';
import {
  itemColorSizes,
  itemColors,
  items,
  shopCategories,
} from '../catalogue/catalogue.tables.ts';
import { categoryList } from './catalogue-admin.categories.ts';
import { itemList } from './catalogue-admin.items.ts';
import { endOf, lockCatalogue } from './catalogue-admin.lists.ts';
import { catalogueImportMessages as m } from './catalogue-admin.messages.ts';

const MAX_NAME = 120;
const MAX_CATEGORY = 80;
const MAX_DESCRIPTION = 2000;

/** A file-level refusal: 422 with the code and the message in the caller's language. */
const refused = <P extends Params>(code: string, message: Message<P>, ...params: ParamsArg<P>) =>
  new AppError(422, code, message, ...params);

/** The columns as an Italian header names them. */
const ITALIAN_COLUMNS: Record<ImportColumn, string> = {
  sku: 'codice',
  name: 'nome',
  category: 'categoria',
  description: 'descrizione',
  price: 'prezzo',
  discountPrice: 'prezzo scontato',
  stock: 'quantità',
  visible: 'visibile',
};

/** A column's name in a message: the Italian header's in Italian, else the English one. */
const nameOf = (column: ImportColumn, lang: LanguageCode) =>
  lang === 'it' ? ITALIAN_COLUMNS[column] : column;

/** ';' when the header has more of them than ',' (an Italian spreadsheet), else ','. */
function separatorOf(text: string): ';' | ',' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => header.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

interface Cells {
  /** The spreadsheet's row (the header is 1). */
  line: number;
  cell: (column: ImportColumn) => string | undefined;
  /** Cells past the header's columns hold something. */
  extra: boolean;
  count: number;
}

/** The file's header and item lines; a file it cannot read is refused as a whole. */
function readFile(text: string, lang: LanguageCode) {
  if (text.includes('\uFFFD')) throw refused('csv_not_utf8', m.notUtf8);
  const separator = separatorOf(text.replace(/^\uFEFF/, ''));
  // Every row is a record, empty ones too: a record's index is its spreadsheet row − 1.
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: separator,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
    });
  } catch (err) {
    if (err instanceof CsvError) {
      const line = (err as CsvError & { lines?: number }).lines ?? 1;
      throw refused('csv_unreadable', m.unreadable, { line });
    }
    throw err;
  }
  const [head = [], ...body] = records;
  const columns = head.map((cell) => importColumnOf(cell));
  const unknown = head.filter((cell, i) => cell.trim() && !columns[i]);
  for (const column of new Set(columns)) {
    if (column && columns.filter((c) => c === column).length > 1) {
      throw refused('csv_columns', m.columnTwice, { column: nameOf(column, lang) });
    }
  }
  const missing = REQUIRED_IMPORT_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length) {
    const names = missing.map((c) => nameOf(c, lang)).join(', ');
    throw refused('csv_columns', m.missingColumns, { columns: names });
  }
  const lines: Cells[] = body
    .map((record, i) => ({ record, line: i + 2 }))
    .filter(({ record }) => record.some((cell) => cell.trim()))
    .map(({ record, line }) => ({
      line,
      cell: (column: ImportColumn) => {
        const at = columns.indexOf(column);
        return at < 0 ? undefined : (record[at] ?? '');
      },
      extra: record.slice(columns.length).some((cell) => cell.trim()),
      count: record.length,
    }));
  if (!lines.length) throw refused('csv_empty', m.noLines);
  if (lines.length > MAX_IMPORT_LINES) {
    throw refused('csv_too_many_lines', m.tooManyLines, { max: MAX_IMPORT_LINES });
  }
  const notes = unknown.length
    ? [translate(m.unknownColumns, lang, { columns: unknown.join(', ') })]
    : [];
  return {
    separator,
    lines,
    columns: new Set(columns.filter(Boolean)),
    notes,
    width: columns.length,
  };
}

/** What a valid line says, as stored. */
interface Fields {
  sku: string | null;
  name: string;
  category: string;
  /** undefined: the column is not in the file (an update leaves it). */
  description: string | null | undefined;
  priceCents: number;
  discountCents: number | null | undefined;
  stock: number | null | undefined;
  active: boolean | undefined;
}

const lower = (text: string) => text.trim().toLocaleLowerCase('it');

/** Reads one line's cells into fields, or its errors in the caller's language. */
function fieldsOf(c: Cells, width: number, lang: LanguageCode) {
  const errors: string[] = [];
  const say = <P extends Params>(message: Message<P>, ...params: ParamsArg<P>) =>
    errors.push(translate(message, lang, ...params));
  if (c.extra) say(m.cellCount, { found: c.count, expected: width });
  const name = (c.cell('name') ?? '').trim();
  if (!name) say(m.nameMissing);
  else if (name.length > MAX_NAME) say(m.nameTooLong, { max: MAX_NAME });
  const category = (c.cell('category') ?? '').trim();
  if (!category) say(m.categoryMissing);
  else if (category.length > MAX_CATEGORY) say(m.categoryTooLong, { max: MAX_CATEGORY });
  const descriptionCell = c.cell('description');
  const description = descriptionCell === undefined ? undefined : descriptionCell.trim() || null;
  if (description && description.length > MAX_DESCRIPTION) {
    say(m.descriptionTooLong, { max: MAX_DESCRIPTION });
  }
  const priceCell = (c.cell('price') ?? '').trim();
  const price = priceOfText(priceCell);
  if (!priceCell) say(m.priceMissing);
  else if (price === undefined || price > MAX_ITEM_PRICE) say(m.priceInvalid, { value: priceCell });
  const discountCell = c.cell('discountPrice')?.trim();
  /** undefined: no such column (or a refused cell); null: no discount. */
  let discountCents: number | null | undefined;
  if (discountCell === '') discountCents = null;
  else if (discountCell !== undefined) {
    const discount = priceOfText(discountCell);
    if (discount === undefined || discount > MAX_ITEM_PRICE) {
      say(m.discountInvalid, { value: discountCell });
    } else {
      discountCents = eurosToCents(discount);
      if (price !== undefined && discount >= price) say(m.discountNotBelow);
    }
  }
  const stockCell = c.cell('stock');
  const stock = stockCell === undefined ? undefined : stockOfText(stockCell);
  if (stockCell !== undefined && stock === undefined)
    say(m.stockInvalid, { value: stockCell.trim() });
  const visibleCell = c.cell('visible');
  const active = visibleCell === undefined ? undefined : flagOfText(visibleCell, true);
  if (visibleCell !== undefined && active === undefined) {
    say(m.visibleInvalid, { value: visibleCell.trim() });
  }
  const skuCell = (c.cell('sku') ?? '').trim();
  if (skuCell && !SKU.test(skuCell)) say(m.skuInvalid, { value: skuCell });
  const fields: Fields = {
    sku: skuCell || null,
    name,
    category,
    description,
    priceCents: price === undefined ? 0 : eurosToCents(price),
    discountCents,
    stock: stock === null || typeof stock === 'number' ? stock : undefined,
    active,
  };
  return { fields, errors };
}

/** The activity's items and categories as an import matches them. */
async function shopOf(tx: Db | Tx, activityId: number) {
  const rows = await tx
    .select({
      id: items.id,
      sku: items.sku,
      name: items.name,
      categoryId: items.categoryId,
      discountCents: items.discountCents,
      category: shopCategories.name,
    })
    .from(items)
    .innerJoin(shopCategories, eq(shopCategories.id, items.categoryId))
    .where(eq(items.activityId, activityId));
  const categories = await tx
    .select({ id: shopCategories.id, name: shopCategories.name })
    .from(shopCategories)
    .where(eq(shopCategories.activityId, activityId));
  type Row = (typeof rows)[number];
  const bySku = new Map<string, Row>();
  const byName = new Map<string, Row[]>();
  for (const r of rows) {
    if (r.sku) bySku.set(lower(r.sku), r);
    const key = `${lower(r.category)}\u0000${lower(r.name)}`;
    byName.set(key, [...(byName.get(key) ?? []), r]);
  }
  const categoryByName = new Map<string, number>();
  for (const c of categories) {
    if (!categoryByName.has(lower(c.name))) categoryByName.set(lower(c.name), c.id);
  }
  return { bySku, byName, categoryByName };
}

interface Planned extends ImportLine {
  fields: Fields;
  /** The existing item's discount, for an update that leaves it. */
  keptDiscountCents: number | null;
}

/** What the file would do, line by line, against the shop as `tx` sees it. */
async function planOf(tx: Db | Tx, activityId: number, text: string, lang: LanguageCode) {
  const file = readFile(text, lang);
  const shop = await shopOf(tx, activityId);
  const seen = new Map<string, number>();
  const newCategories: string[] = [];
  const lines: Planned[] = file.lines.map((c) => {
    const { fields, errors } = fieldsOf(c, file.width, lang);
    const notes: string[] = [];
    const nameKey = `${lower(fields.category)}\u0000${lower(fields.name)}`;
    const skuKey = fields.sku ? `sku\u0000${lower(fields.sku)}` : undefined;
    let match = fields.sku ? shop.bySku.get(lower(fields.sku)) : undefined;
    if (!match) {
      // By name and category: an item without a code (a code given is then written on it).
      const named = (shop.byName.get(nameKey) ?? []).filter((r) => !fields.sku || !r.sku);
      if (named.length > 1) errors.push(translate(m.ambiguousName, lang));
      else match = named[0];
    }
    for (const key of [skuKey, `name\u0000${nameKey}`]) {
      if (!key) continue;
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        errors.push(translate(m.sameAsLine, lang, { line: earlier }));
        break;
      }
    }
    if (skuKey) seen.set(skuKey, c.line);
    seen.set(`name\u0000${nameKey}`, c.line);
    const discount =
      fields.discountCents === undefined ? (match?.discountCents ?? null) : fields.discountCents;
    if (
      match &&
      fields.discountCents === undefined &&
      discount !== null &&
      discount >= fields.priceCents
    ) {
      errors.push(translate(m.discountNotBelow, lang));
    }
    if (fields.category && !shop.categoryByName.has(lower(fields.category))) {
      if (!newCategories.some((n) => lower(n) === lower(fields.category))) {
        newCategories.push(fields.category);
      }
      notes.push(translate(m.newCategory, lang, { name: fields.category }));
    }
    if (match && fields.stock !== undefined && fields.stock !== null) {
      notes.push(translate(m.stockKept, lang));
    }
    return {
      line: c.line,
      action: errors.length ? 'error' : match ? 'update' : 'create',
      sku: fields.sku,
      name: fields.name || null,
      category: fields.category || null,
      itemId: match?.id ?? null,
      errors,
      notes,
      fields,
      keptDiscountCents: match?.discountCents ?? null,
    };
  });
  return { file, shop, lines, newCategories };
}

type Plan = Awaited<ReturnType<typeof planOf>>;

function viewOf(plan: Plan, applied: boolean): CatalogueImportView {
  const count = (action: ImportLine['action']) =>
    plan.lines.filter((l) => l.action === action).length;
  return {
    separator: plan.file.separator,
    applied,
    creates: count('create'),
    updates: count('update'),
    errors: count('error'),
    newCategories: plan.newCategories,
    lines: plan.lines.map(({ fields: _, keptDiscountCents: __, ...line }) => ({
      ...line,
      notes: line.line === plan.lines[0]?.line ? [...plan.file.notes, ...line.notes] : line.notes,
    })),
  };
}

/** POST …/items/import/preview: what the file would do; nothing is written. */
export async function previewImport(db: Db, activityId: number, text: string, lang: LanguageCode) {
  return viewOf(await planOf(db, activityId, text, lang), false);
}

/**
 * POST …/items/import: the file applied in one unit of work under the catalogue lock (read again
 * there), or refused as a whole (422 import_has_errors) while any line has an error.
 */
export function applyImport(db: Db, activityId: number, text: string, lang: LanguageCode) {
  return transact(db, async (tx) => {
    await lockCatalogue(tx, activityId);
    const plan = await planOf(tx, activityId, text, lang);
    const errors = plan.lines.filter((l) => l.action === 'error').length;
    if (errors) throw refused('import_has_errors', m.hasErrors, { count: errors });
    const categoryIds = new Map(plan.shop.categoryByName);
    for (const name of plan.newCategories) {
      const sort = await endOf(tx, categoryList, eq(shopCategories.activityId, activityId));
      const [row] = await tx
        .insert(shopCategories)
        .values({ activityId, name, sort, visible: true })
        .returning({ id: shopCategories.id });
      categoryIds.set(lower(name), row?.id as number);
    }
    for (const line of plan.lines) {
      const f = line.fields;
      const categoryId = categoryIds.get(lower(f.category)) as number;
      if (line.itemId !== null) {
        await updateItem(tx, activityId, line.itemId, categoryId, f);
        continue;
      }
      line.itemId = await createItem(tx, activityId, categoryId, f);
    }
    return viewOf(plan, true);
  });
}

async function createItem(tx: Tx, activityId: number, categoryId: number, f: Fields) {
  const sort = await endOf(
    tx,
    itemList,
    and(eq(items.activityId, activityId), eq(items.categoryId, categoryId)),
  );
  const [item] = await tx
    .insert(items)
    .values({
      activityId,
      categoryId,
      sku: f.sku,
      name: f.name,
      description: f.description ?? null,
      priceCents: f.priceCents,
      discountCents: f.discountCents ?? null,
      active: f.active ?? true,
      sort,
    })
    .returning({ id: items.id });
  const itemId = item?.id as number;
  const [color] = await tx
    .insert(itemColors)
    .values({ activityId, itemId, name: null, hex: null, sort: 0 })
    .returning({ id: itemColors.id });
  await tx.insert(itemColorSizes).values({
    activityId,
    itemId,
    itemColorId: color?.id as number,
    size: null,
    stock: f.stock ?? null,
    sort: 0,
  });
  return itemId;
}

/** An existing item: the line's fields, those of columns the file lacks left as they are. */
async function updateItem(tx: Tx, activityId: number, id: number, categoryId: number, f: Fields) {
  const [before] = await tx
    .select({ categoryId: items.categoryId })
    .from(items)
    .where(eq(items.id, id));
  const moved = before?.categoryId !== categoryId;
  const sort = moved
    ? await endOf(
        tx,
        itemList,
        and(eq(items.activityId, activityId), eq(items.categoryId, categoryId)),
      )
    : undefined;
  await tx
    .update(items)
    .set({
      name: f.name,
      categoryId,
      priceCents: f.priceCents,
      ...(f.sku ? { sku: f.sku } : {}),
      ...(f.description !== undefined ? { description: f.description } : {}),
      ...(f.discountCents !== undefined ? { discountCents: f.discountCents } : {}),
      ...(f.active !== undefined ? { active: f.active } : {}),
      ...(f.active ? { archivedAt: null } : {}),
      ...(sort !== undefined ? { sort } : {}),
    })
    .where(and(eq(items.id, id), eq(items.activityId, activityId)));
}
