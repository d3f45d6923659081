// What the item editor's writes say, heard where the editor is. The editor is a modal dialog:
// the app's snackbar behind it is hidden from screen readers while it is open, so each message
// also goes to a status region inside the editor (shown by the snackbar, read from here).
import Box from '@mui/material/Box';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { notify } from '../../../../lib/notify.ts';

const SayContext = createContext<((message: string) => void) | null>(null);

/**
 * Tells a success (or, as `error`, a refusal): the snackbar, and the editor's status region when
 * inside the editor.
 */
export function useSay() {
  const say = useContext(SayContext);
  return useCallback(
    (message: string, kind: 'success' | 'error' = 'success') => {
      notify[kind](message);
      say?.(message);
    },
    [say],
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The editor's status region, around what may speak into it. */
export function EditorStatus({ children }: { children: ReactNode }) {
  const [said, setSaid] = useState('');
  return (
    <SayContext.Provider value={setSaid}>
      {children}
      <Box role="status" data-testid="catalogue-editor-status" sx={visuallyHidden}>
        {said}
      </Box>
    </SayContext.Provider>
  );
}
