// The users module's public surface for other modules.
export { profileOf } from './profile.service.ts';
