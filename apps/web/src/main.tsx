import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { followAppManifest } from './lib/appManifest.ts';
import { watchStaleChunks } from './lib/chunks.ts';
import { setLanguage } from './lib/i18n.ts';
import { currentLanguage } from './lib/language.ts';

// A file gone after a deploy (an old tab) reloads the page once.
watchStaleChunks();
// The app the browser would install: Tessera's, or the current activity's.
followAppManifest();
await setLanguage(currentLanguage());
const root = createRoot(document.getElementById('root') as HTMLElement);
// A transition: React renders the first screen in slices, between which the page can answer,
// instead of one long task (Lighthouse's total blocking time); index.html's first load shows
// meanwhile.
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
