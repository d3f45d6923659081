// One section of the shop settings: a titled region, with a line saying what it is for.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function SettingsSection(p: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={p.id} sx={{ p: 2 }}>
      <Typography id={p.id} variant="h6" component="h2" sx={{ mb: p.intro ? 0.5 : 2 }}>
        {p.title}
      </Typography>
      {p.intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {p.intro}
        </Typography>
      )}
      {p.children}
    </Paper>
  );
}
