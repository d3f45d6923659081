import { StrictMode } from 'react';
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
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
