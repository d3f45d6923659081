// The shop (issue 17, /shop/shops): the shop's pictures, the categories as scrollable tabs in
// their order (the one chosen kept in the address, so Back from an item returns to it), the
// category's items, or a search over the whole shop (paged, the words kept in the address).
// Clothing (shopType A) shows cards going to the item; a restaurant (R) lists dishes with
// allergens and adds them at once. The text colour and sizes come from the configuration.
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import SearchOff from '@mui/icons-material/SearchOff';
import Storefront from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isTakeAway, type ShopCategory } from '@tessera/domain';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ListPagination } from '../../../components/ListPagination.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useConfiguration } from '../../../lib/api/configuration.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { usePageParams } from '../../../lib/usePageParams.ts';
import {
  useItemSearch,
  useItemsByCategory,
  useShopCategories,
  useShopImages,
} from '../api/catalogue.ts';
import { ItemList, ItemListSkeleton } from '../components/ItemList.tsx';
import { ShopBanner } from '../components/ShopBanner.tsx';
import { type ShopStyle, shopStyleOf } from '../shopStyle.ts';

/** How long typing rests before the search is asked. */
const SEARCH_DELAY_MS = 300;

export default function ShopPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.shops'));
  const configuration = useConfiguration().data;
  const style = shopStyleOf(configuration);
  const dishes = isTakeAway(configuration?.shopType);
  const [params, setParams] = useSearchParams();
  const words = params.get('q') ?? '';
  const [text, setText] = useState(words);

  // The words typed go to the address once typing rests (a new search starts on its first page).
  useEffect(() => {
    const next = text.trim();
    if (next === words) return;
    const timer = setTimeout(
      () =>
        setParams(
          (current) => {
            const out = new URLSearchParams(current);
            if (next) out.set('q', next);
            else out.delete('q');
            out.delete('page');
            return out;
          },
          { replace: true, preventScrollReset: true },
        ),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [text, words, setParams]);

  if (!configuration) return null;
  return (
    <Stack spacing={2}>
      <TextField
        type="search"
        label={t('shop.catalogue.search')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        size="small"
        fullWidth
        slotProps={{
          htmlInput: { maxLength: 80, enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search aria-hidden />
              </InputAdornment>
            ),
            endAdornment: text ? (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label={t('shop.catalogue.clearSearch')}
                  onClick={() => setText('')}
                >
                  <Clear />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      {words ? (
        <SearchResults words={words} dishes={dishes} style={style} />
      ) : (
        <Catalogue dishes={dishes} style={style} />
      )}
    </Stack>
  );
}

function Catalogue({ dishes, style }: { dishes: boolean; style: ShopStyle }) {
  const { t } = useTranslation();
  const ids = useId();
  const categories = useShopCategories();
  const images = useShopImages().data ?? [];
  const [params, setParams] = useSearchParams();

  if (!categories.data) {
    if (categories.isError) return <NoItems />;
    return <ItemListSkeleton dishes={dishes} />;
  }
  const sorted = [...categories.data].sort((a, b) => a.sort - b.sort || a.id - b.id);
  if (sorted.length === 0) return <NoItems />;
  const asked = Number(params.get('category'));
  const index = Math.max(
    0,
    sorted.findIndex((c) => c.id === asked),
  );
  const category = sorted[index] as ShopCategory;
  const choose = (i: number) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('category', String(sorted[i]?.id));
        return out;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Box>
      <ShopBanner images={images} />
      <Tabs
        value={index}
        onChange={(_, v: number) => choose(v)}
        variant="scrollable"
        // Arrows at the edges on a phone too: categories past the edge show there are more.
        scrollButtons
        allowScrollButtonsMobile
        aria-label={t('shop.catalogue.categories')}
        textColor="inherit"
        sx={{
          mb: 2,
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': {
            opacity: 1,
            minHeight: 48,
            color: style.color,
            fontSize: style.size,
            textTransform: 'none',
          },
          '& .MuiTab-root.Mui-selected': {
            fontWeight: 700,
            fontSize: style.selectedSize,
            color: style.color ?? 'primary.main',
          },
          '& .MuiTabs-indicator': { bgcolor: style.color ?? 'primary.main', height: 3 },
        }}
      >
        {sorted.map((c, i) => (
          <Tab
            key={c.id}
            label={c.name}
            value={i}
            id={`${ids}-tab-${i}`}
            aria-controls={`${ids}-panel-${i}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${ids}-panel-${index}`} aria-labelledby={`${ids}-tab-${index}`}>
        <CategoryItems categoryId={category.id} dishes={dishes} style={style} />
      </Box>
    </Box>
  );
}

function CategoryItems({
  categoryId,
  dishes,
  style,
}: {
  categoryId: number;
  dishes: boolean;
  style: ShopStyle;
}) {
  const { t } = useTranslation();
  const items = useItemsByCategory(categoryId).data;
  if (!items) return <ItemListSkeleton dishes={dishes} />;
  if (items.length === 0) {
    return <EmptyState icon={<Storefront />}>{t('shop.catalogue.empty')}</EmptyState>;
  }
  return <ItemList items={items} dishes={dishes} style={style} />;
}

function SearchResults({
  words,
  dishes,
  style,
}: {
  words: string;
  dishes: boolean;
  style: ShopStyle;
}) {
  const { t } = useTranslation();
  const [paging, setPaging] = usePageParams();
  const query = useItemSearch({ text: words, ...paging });
  const found = query.data;
  return (
    <Stack spacing={2}>
      <Typography role="status" variant="body2" color="text.secondary">
        {found && found.totalRows > 0
          ? t('shop.catalogue.results', { count: found.totalRows })
          : ''}
      </Typography>
      {!found ? (
        <ItemListSkeleton dishes={dishes} />
      ) : found.totalRows === 0 ? (
        <EmptyState icon={<SearchOff />}>
          {t('shop.catalogue.noResults', { text: words })}
        </EmptyState>
      ) : (
        <>
          <ItemList items={found.rows} dishes={dishes} style={style} />
          <ListPagination
            count={found.totalRows}
            page={paging.page}
            rowsPerPage={paging.rowsPerPage}
            onPageChange={(page) => setPaging({ page })}
            onRowsPerPageChange={(rowsPerPage) => setPaging({ rowsPerPage })}
          />
        </>
      )}
    </Stack>
  );
}

function NoItems() {
  const { t } = useTranslation();
  return <EmptyState icon={<Storefront />}>{t('shop.catalogue.noItems')}</EmptyState>;
}
