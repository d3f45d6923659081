// The pictures module's public surface (issue 25): the console's picture upload. Services that
// save a picture on an entity check its name with the platform's isStoredPicture (uploads.ts).
import type { Module } from '../../platform/module.ts';
import { picturesRoutes } from './pictures.routes.ts';

export const picturesModule: Module = { name: 'pictures', routes: picturesRoutes };
