// A form in a dialog, as wide as ConfirmDialog (SPEC §2): the title names it, the fields stack,
// a problem that belongs to no field shows under them, then a way back and the submit button.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';

export interface FormDialogProps {
  open: boolean;
  /** The title's id. */
  id: string;
  title: string;
  onClose(): void;
  onSubmit(e?: FormEvent): void;
  /** The problem that belongs to no field. */
  problem?: string | null | undefined;
  /** The button beside submit: cancel, or a step back. */
  back: { label: string; onClick(): void };
  submit: { label: string; disabled?: boolean };
  children: ReactNode;
}

export function FormDialog(p: FormDialogProps) {
  return (
    <Dialog open={p.open} onClose={p.onClose} fullWidth aria-labelledby={p.id}>
      <form onSubmit={p.onSubmit} noValidate>
        <DialogTitle id={p.id}>{p.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {p.children}
            {p.problem && (
              <Alert severity="error" role="alert">
                {p.problem}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={p.back.onClick}>{p.back.label}</Button>
          <Button type="submit" variant="contained" disabled={p.submit.disabled}>
            {p.submit.label}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
