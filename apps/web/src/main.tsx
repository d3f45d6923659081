import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { setLanguage } from './lib/i18n.ts';
import { currentLanguage } from './lib/language.ts';

await setLanguage(currentLanguage());
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
