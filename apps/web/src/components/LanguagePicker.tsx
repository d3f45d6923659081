import Box from '@mui/material/Box';
import type { LanguageCode } from '@tessera/domain';
import { useTranslation } from '../lib/i18n.ts';
import { Flag } from './Flag.tsx';

/** Each language's name in itself. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  it: 'Italiano',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  gb: 'English',
};

export interface LanguagePickerProps {
  current: LanguageCode;
  languages: readonly LanguageCode[];
  onChange(code: LanguageCode): void;
  /** Short labels (the code) for the top bar. */
  compact?: boolean;
}

/**
 * A native select: the phone's own picker, light to load. The current language's flag (an SVG,
 * components/Flag.tsx) sits beside it inside its border: a native option cannot hold an image.
 */
export function LanguagePicker({ current, languages, onChange, compact }: LanguagePickerProps) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        minHeight: 44,
        pl: 1,
        border: 1,
        borderColor: 'currentColor',
        borderRadius: 2,
        color: 'inherit',
        '&:focus-within': { outline: '2px solid', outlineOffset: 2 },
      }}
    >
      <Flag code={current} />
      <Box
        component="select"
        aria-label={t('topbar.language')}
        value={current}
        onChange={(e) => onChange(e.target.value as LanguageCode)}
        sx={{
          alignSelf: 'stretch',
          pr: 1,
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          fontWeight: 600,
          cursor: 'pointer',
          '& option': { color: 'text.primary' },
        }}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code === 'gb' ? 'en' : code}>
            {compact ? (code === 'gb' ? 'EN' : code.toUpperCase()) : LANGUAGE_NAMES[code]}
          </option>
        ))}
      </Box>
    </Box>
  );
}
