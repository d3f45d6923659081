// The parts of the screens before login (sign-up, password reset) that sit in /login's card:
// the title and intro, the main button, and a line of links to other screens.
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { LANGUAGE_CODES } from '@tessera/domain';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../lib/i18n.ts';
import { useLanguage } from '../lib/useLanguage.ts';
import { useBrand } from './Brand.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { useDocumentTitle } from './PageTitle.tsx';

/**
 * The screen's title (its h1, and the tab's) and intro; `languagePicker` puts the picker beside
 * the title.
 */
export function ScreenHeader({
  title,
  languagePicker = false,
  children,
}: {
  title: string;
  languagePicker?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { lang, change } = useLanguage();
  useDocumentTitle(title, useBrand()?.name ?? t('app.name'));
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
      >
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {languagePicker && (
          <LanguagePicker current={lang} languages={LANGUAGE_CODES} onChange={change} />
        )}
      </Stack>
      {children && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {children}
        </Typography>
      )}
    </>
  );
}

/** The screen's main action: a large submit button. */
export function SubmitButton({ disabled, children }: { disabled?: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={disabled}>
      {children}
    </Button>
  );
}

/** Links to other screens (paths without language prefix), in one centred line after `lead`. */
export function LinkLine({
  lead,
  links,
  sx,
}: {
  lead?: string;
  links: [path: string, label: string][];
  sx?: SxProps<Theme>;
}) {
  const { to } = useLanguage();
  return (
    <Typography variant="body2" sx={[{ textAlign: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {lead && `${lead} `}
      {links.map(([path, label], i) => (
        <Fragment key={path}>
          {i > 0 && ' · '}
          <Link component={RouterLink} to={to(path)}>
            {label}
          </Link>
        </Fragment>
      ))}
    </Typography>
  );
}
