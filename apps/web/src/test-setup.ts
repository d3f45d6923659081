import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAllTexts, setLanguage } from './lib/i18n.ts';

// The app loads the stored language before its first render; tests start in Italian.
await setLanguage('it');
await loadAllTexts();
afterEach(cleanup);
