import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LANGUAGE_CODES } from '@tessera/domain';
import type { ReactNode } from 'react';
import { useLanguage } from '../../../app/useLanguage.ts';
import { LanguagePicker } from '../../../components/LanguagePicker.tsx';

/** Title of a step of the journey, with the language picker as on the login screen. */
export function StepHeader({ title, children }: { title: string; children?: ReactNode }) {
  const { lang, change } = useLanguage();
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <LanguagePicker current={lang} languages={LANGUAGE_CODES} onChange={change} />
      </Stack>
      {children && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {children}
        </Typography>
      )}
    </>
  );
}
