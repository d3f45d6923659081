// The installable app (issue 8), with vite-plugin-pwa (Workbox `generateSW`):
// - Tessera's own manifest and icons (packages/domain app-manifest.ts draws them) are written
//   into the build; a customer in an activity, or who came through its link, gets the
//   activity's manifest from the API instead (src/lib/appManifest.ts swaps the link).
// - The service worker precaches the app shell (index.html, every JS and CSS chunk, the icons
//   and the manifest) and answers every navigation with index.html, so a visited app opens
//   offline. API calls are not the worker's: TanStack Query keeps their data (src/lib/
//   queryPersistence.ts). Activity images and the activities' manifests and icons are kept as
//   they are fetched, for the offline card.
// - It registers after the page's load event (`registerSW.js`, deferred: not in /login's
//   critical path), and a new build takes over at once (`autoUpdate`); an old tab that then asks
//   for a chunk the new build lacks gets the server's 404 and reloads once (src/lib/chunks.ts).
import { deflateSync } from 'node:zlib';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// By path: Vite loads its config with Node, which runs no TypeScript from node_modules.
import {
  APP_ICONS,
  appIconPng,
  appIconSvg,
  TESSERA_BRAND,
  TESSERA_DESCRIPTION,
  webAppManifest,
} from '../../packages/domain/src/app-manifest.ts';

/** Paths the server answers itself: never the app shell, even offline. */
const SERVER_PATHS = /^\/(api|app|public|images|healthz)(\/|$)/;

/** Writes Tessera's icons into the build, under /icons/. */
function tesseraIcons(): Plugin {
  return {
    name: 'tessera-app-icons',
    apply: 'build',
    generateBundle() {
      for (const icon of APP_ICONS) {
        this.emitFile({
          type: 'asset',
          fileName: `icons/${icon.file}`,
          source: icon.size
            ? appIconPng(TESSERA_BRAND, icon.size, icon.purpose === 'maskable', (d) =>
                deflateSync(d),
              )
            : appIconSvg(TESSERA_BRAND),
        });
      }
    },
  };
}

export function pwaPlugins(): PluginOption[] {
  return [
    tesseraIcons(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      manifest: webAppManifest(TESSERA_BRAND, {
        id: '/',
        iconBase: '/icons/',
        description: TESSERA_DESCRIPTION,
      }),
      // The icons are emitted by the build (above) and found by the precache's glob.
      includeManifestIcons: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [SERVER_PATHS],
        inlineWorkboxRuntime: true,
        // The first visit's page is served by the worker as soon as it is active.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/'),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'tessera-images',
              expiration: { maxEntries: 100, maxAgeSeconds: 30 * 24 * 3600 },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              /^\/app\/activities\/\d+\/(manifest\.webmanifest|icons\/)/.test(url.pathname),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'tessera-activity-apps',
              expiration: { maxEntries: 50, maxAgeSeconds: 30 * 24 * 3600 },
            },
          },
        ],
      },
    }),
  ];
}
