// The menu or price list (issue 9; SPEC §2 menus, §3 Menu entries, Allergens, Typologies, Menu
// template): entries by category with prices, allergens and typologies; menuType O shows the
// categories as horizontal tabs, V as one vertical list; the configured colours, icons switch,
// text at the bottom and WhatsApp link.
import MenuBook from '@mui/icons-material/MenuBook';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  type MenuSection,
  menuDescriptionBottomOf,
  menuSections,
  menuTextOf,
  whatsAppUrl,
} from '@tessera/domain';
import { useId, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useConfiguration } from '../../../lib/api/configuration.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useMenus } from '../api/get-menus.ts';
import { MenuEntryItem } from '../components/MenuEntryItem.tsx';
import { menuColor, menuPrice } from '../menuStyle.ts';

const entryList = { listStyle: 'none', p: 0, m: 0 } as const;

export default function MenuPage() {
  const { t, lang } = useTranslation();
  const configuration = useConfiguration().data;
  const query = useMenus();
  const title = menuTextOf(configuration, lang) ?? t('nav.menus');
  usePageTitle(title);
  const [tab, setTab] = useState(0);
  const ids = useId();

  if (!configuration || !query.data) return null;
  const sections = menuSections(query.data.rows);
  const background = menuColor(configuration.menuColorBackground);
  const color = menuColor(configuration.menuColorText);
  const showIcons = configuration.menuShowIcon;
  const price = (euros: number) => menuPrice(euros, configuration.showCurrency);
  const bottom = menuDescriptionBottomOf(configuration, lang);
  const whatsApp = whatsAppUrl(configuration.menuLinkWhatApp);
  const whatsAppText = configuration.menuTextWhatApp || t('menus.whatsApp');
  const horizontal = configuration.menuType === 'O';

  const entries = (s: MenuSection, level: 'h3' | 'h4') => (
    <Box component="ul" sx={entryList}>
      {s.entries.map((e) => (
        <MenuEntryItem
          key={e.id}
          entry={e}
          showIcons={showIcons}
          price={price(e.price)}
          headingLevel={level}
        />
      ))}
    </Box>
  );

  let body: React.ReactNode;
  if (sections.length === 0) {
    body = <EmptyState icon={<MenuBook />}>{t('menus.empty')}</EmptyState>;
  } else if (horizontal) {
    const current = Math.min(tab, sections.length - 1);
    const section = sections[current] as MenuSection;
    body = (
      <>
        <Tabs
          value={current}
          onChange={(_, v: number) => setTab(v)}
          variant="scrollable"
          // Arrows at the edges, also on a phone: categories past the screen's edge show there
          // are more (issue 15); each arrow hides at its end.
          scrollButtons
          allowScrollButtonsMobile
          aria-label={t('menus.categories')}
          textColor="inherit"
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            '& .MuiTab-root': { opacity: 1, minHeight: 48 },
            '& .MuiTab-root.Mui-selected': { fontWeight: 700 },
            '& .MuiTabs-indicator': { bgcolor: color ?? 'primary.main', height: 3 },
          }}
        >
          {sections.map((s, i) => (
            <Tab
              key={s.category.id}
              label={s.category.name}
              value={i}
              id={`${ids}-tab-${i}`}
              aria-controls={`${ids}-panel-${i}`}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`${ids}-panel-${current}`}
          aria-labelledby={`${ids}-tab-${current}`}
          sx={{ px: 0.5 }}
        >
          {entries(section, 'h3')}
        </Box>
      </>
    );
  } else {
    body = sections.map((s) => (
      <Box component="section" key={s.category.id} aria-labelledby={`${ids}-c-${s.category.id}`}>
        <Typography
          variant="h6"
          component="h2"
          id={`${ids}-c-${s.category.id}`}
          sx={{ mt: 2, pb: 0.5, borderBottom: 2, borderColor: color ?? 'primary.main' }}
        >
          {s.category.name}
        </Typography>
        {entries(s, 'h3')}
      </Box>
    ));
  }

  return (
    <Box
      data-testid="menu"
      data-menu-type={configuration.menuType}
      sx={{
        bgcolor: background,
        color,
        borderRadius: background ? 2 : 0,
        px: background ? 2 : 0,
        py: background ? 1 : 0,
        // Configured colours hold for everything inside, dividers included.
        ...(color ? { '& .MuiTypography-root': { color: 'inherit' } } : {}),
      }}
    >
      {body}
      {bottom && (
        <Typography
          data-testid="menu-bottom"
          variant="body2"
          sx={{ mt: 2, whiteSpace: 'pre-line' }}
        >
          {bottom}
        </Typography>
      )}
      {whatsApp && (
        <Button
          variant="contained"
          color="success"
          href={whatsApp}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<WhatsApp />}
          aria-label={`${whatsAppText} ${t('menus.newTab')}`}
          sx={{ mt: 2, mb: 1 }}
          fullWidth
        >
          {whatsAppText}
        </Button>
      )}
    </Box>
  );
}
