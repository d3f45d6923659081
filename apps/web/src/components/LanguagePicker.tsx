import Box from '@mui/material/Box';
import type { LanguageCode } from '@tessera/domain';
import { useTranslation } from '../lib/i18n.ts';

/** Each language's name in itself. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  it: 'Italiano',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  gb: 'English',
};

/** The flag emoji of a flag code: two regional indicator letters. */
export function flagOf(flagCode: string) {
  return [...flagCode.toUpperCase().slice(0, 2)]
    .map((c) => String.fromCodePoint(0x1f1e6 + c.charCodeAt(0) - 65))
    .join('');
}

export interface LanguagePickerProps {
  current: LanguageCode;
  languages: readonly LanguageCode[];
  onChange(code: LanguageCode): void;
  /** Short labels (flag and code) for the top bar. */
  compact?: boolean;
}

/** A native select: the phone's own picker, light to load. Shows the language code. */
export function LanguagePicker({ current, languages, onChange, compact }: LanguagePickerProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="select"
      aria-label={t('topbar.language')}
      value={current}
      onChange={(e) => onChange(e.target.value as LanguageCode)}
      sx={{
        minHeight: 44,
        px: 1,
        border: 1,
        borderColor: 'currentColor',
        borderRadius: 2,
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
          {`${flagOf(code)} ${compact ? (code === 'gb' ? 'EN' : code.toUpperCase()) : LANGUAGE_NAMES[code]}`}
        </option>
      ))}
    </Box>
  );
}
