// What a list says when it has nothing to show (issue 8): an icon in a soft circle of the
// activity's colour, one sentence, and the action that fills it (a button or a link).
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';

export interface EmptyStateProps {
  /** An @mui/icons-material icon (or a small SVG): decorative. */
  icon: ReactElement;
  /** One sentence: what is missing. */
  children: ReactNode;
  /** What fills it: a button or a link. */
  action?: ReactNode;
}

export function EmptyState({ icon, children, action }: EmptyStateProps) {
  return (
    <Box
      data-testid="empty-state"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        py: 3,
        px: 2,
        textAlign: 'center',
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 80,
          height: 80,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: (t) => alpha(t.palette.primary.main, 0.1),
          color: 'primary.main',
          '& svg': { fontSize: 40 },
        }}
      >
        {icon}
      </Box>
      <Typography color="text.secondary" sx={{ maxWidth: 360 }}>
        {children}
      </Typography>
      {action}
    </Box>
  );
}
