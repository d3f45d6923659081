import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BrandHeader, linkedActivityId, useBrand } from '../../components/Brand.tsx';
import { PageLoadingBar } from '../../components/PageLoadingBar.tsx';
import { brandOf } from '../../lib/brand.ts';
import { ScreenBoundary } from '../ScreenBoundary.tsx';
import { ThemeProvider } from '../ThemeProvider.tsx';
import { themeFor } from '../theme.ts';

/** The screens before sign-in: a card on the brand's colours, under its logo and name. */
export function AuthLayout() {
  const remembered = useBrand();
  const linked = linkedActivityId(useLocation().pathname);
  const pending = linked !== null && remembered?.id !== linked;
  const brand = pending ? null : remembered;
  const theme = useMemo(
    () => themeFor(brand?.color, brand?.colorText),
    [brand?.color, brand?.colorText],
  );
  return (
    <ThemeProvider theme={theme}>
      <Box
        component="main"
        sx={{
          minHeight: '100dvh',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 3,
          p: 2,
          background: (t) =>
            `linear-gradient(160deg, ${brandOf(t).main} 0%, ${brandOf(t).dark} 100%)`,
        }}
      >
        {/* The next screen's code and the requests loading (the card has no bar of its own). */}
        <PageLoadingBar />
        <BrandHeader brand={brand} pending={pending} />
        {/* A card drawn as Paper's elevation 3, without Paper's code on /login's budget. */}
        <Box
          sx={{
            width: '100%',
            maxWidth: 420,
            p: { xs: 3, sm: 4 },
            bgcolor: 'background.paper',
            borderRadius: 1,
            boxShadow: 3,
          }}
        >
          {/* A screen whose code does not load: the error screen in the card. */}
          <ScreenBoundary>
            <Outlet />
          </ScreenBoundary>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
