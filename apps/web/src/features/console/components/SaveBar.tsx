// A settings form's bar held at the screen's foot: the server's refusal, then the save button and
// what the form adds after it (discard, "unsaved changes").
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

export interface SaveBarProps {
  /** The server's refusal, shown above the buttons. */
  problem: string | null;
  saveLabel: string;
  saving: boolean;
  disabled?: boolean;
  children?: ReactNode;
}

export function SaveBar(p: SaveBarProps) {
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 1,
        py: 1.5,
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Stack spacing={1.5}>
        {p.problem && (
          <Alert severity="error" role="alert">
            {p.problem}
          </Alert>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            loading={p.saving}
            disabled={p.disabled}
            sx={{ minHeight: 48, minWidth: 160 }}
          >
            {p.saveLabel}
          </Button>
          {p.children}
        </Box>
      </Stack>
    </Box>
  );
}
