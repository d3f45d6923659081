import LinearProgress from '@mui/material/LinearProgress';
import { loadingStore } from '../lib/notify.ts';
import { useStore } from '../lib/store.ts';

/** A thin bar under the top bar while any request is in flight. */
export function LoadingBar() {
  const busy = useStore(loadingStore) > 0;
  return (
    <LinearProgress
      color="secondary"
      aria-hidden={!busy}
      sx={{
        height: 3,
        position: 'sticky',
        top: 56,
        zIndex: 1200,
        visibility: busy ? 'visible' : 'hidden',
      }}
    />
  );
}
