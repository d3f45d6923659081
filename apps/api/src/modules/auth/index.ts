// The auth module's public surface for other modules.
export { endSession, endSessions } from './auth.service.ts';
