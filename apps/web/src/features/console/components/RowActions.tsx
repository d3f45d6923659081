// A row's less frequent actions behind one button named after the row: rename (when offered),
// move up or before, move down or after, delete. A move at the list's end is offered disabled.
// The menu and the shop pass their own texts (the same keys in each; rename, before and after
// are the shop's only).
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

export interface RowActionsProps {
  /** The button's name: "Altre azioni per Shampoo delicato". */
  label: string;
  /** null: the move cannot be made (first or last, the list not all known, a move running). */
  onUp: (() => void) | null;
  onDown: (() => void) | null;
  /** A grid's order reads before and after, a list's up and down. */
  direction?: 'vertical' | 'horizontal';
  /** Renames the row, when it has a name of its own to change here. */
  onRename?: () => void;
  onDelete(): void;
  /** Whose texts: the menu's or the shop's. */
  texts: 'menuAdmin' | 'catalogueAdmin';
  /** The delete entry's text: "Elimina", or "Togli" for what only leaves a list. */
  deleteLabel?: string;
}

export function RowActions(p: RowActionsProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const run = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  const across = p.direction === 'horizontal';
  /** A move, offered disabled when it cannot be made; before and after are the shop's only. */
  const move = (
    onMove: (() => void) | null,
    icon: ReactNode,
    key: 'moveUp' | 'moveDown' | 'moveBefore' | 'moveAfter',
  ) => (
    <MenuItem disabled={!onMove} onClick={onMove ? run(onMove) : undefined} sx={{ minHeight: 48 }}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>
        {key === 'moveBefore' || key === 'moveAfter'
          ? t(`catalogueAdmin.${key}`)
          : t(`${p.texts}.${key}`)}
      </ListItemText>
    </MenuItem>
  );
  return (
    <>
      <IconButton
        aria-label={p.label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ width: 48, height: 48, flex: 'none' }}
      >
        <MoreVert />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {p.onRename && (
          <MenuItem onClick={run(p.onRename)} sx={{ minHeight: 48 }}>
            <ListItemIcon>
              <Edit fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('catalogueAdmin.rename')}</ListItemText>
          </MenuItem>
        )}
        {move(p.onUp, <ArrowUpward fontSize="small" />, across ? 'moveBefore' : 'moveUp')}
        {move(p.onDown, <ArrowDownward fontSize="small" />, across ? 'moveAfter' : 'moveDown')}
        <MenuItem onClick={run(p.onDelete)} sx={{ minHeight: 48, color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <Delete fontSize="small" />
          </ListItemIcon>
          <ListItemText>{p.deleteLabel ?? t(`${p.texts}.delete`)}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
