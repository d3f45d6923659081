import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  cancelLabel: string;
  confirmLabel: string;
  onCancel(): void;
  onConfirm(): void;
}

/** A cancel/confirm dialog, at most 550 px wide (SPEC §2). */
export function ConfirmDialog(p: ConfirmDialogProps) {
  return (
    <Dialog open={p.open} onClose={p.onCancel} fullWidth aria-labelledby="confirm-dialog-title">
      <DialogTitle id="confirm-dialog-title">{p.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{p.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onCancel}>{p.cancelLabel}</Button>
        <Button onClick={p.onConfirm} variant="contained" autoFocus>
          {p.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
