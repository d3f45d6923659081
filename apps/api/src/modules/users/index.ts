// The users module's public surface.
import type { Module } from '../../platform/module.ts';
import {
  createCustomer,
  customerPhoneColumn,
  emailTaken,
  inviteCodeOf,
  invitedByOf,
  inviterOf,
  joinAsCustomer,
} from './customers.ts';
import {
  oldPasswordIncorrect,
  passwordsMismatch,
  phoneRequired,
  profileOf,
} from './profile.service.ts';
import { usersRoutes } from './users.routes.ts';
import { seedUsers } from './users.seed.ts';

export { type FirstAdmin, makeFirstAdmin } from './first-admin.ts';
export { bookingGuestOf, isGuestColumn } from './guests.ts';
export {
  createCustomer,
  customerPhoneColumn,
  emailTaken,
  inviteCodeOf,
  invitedByOf,
  inviterOf,
  joinAsCustomer,
  oldPasswordIncorrect,
  passwordsMismatch,
  phoneRequired,
  profileOf,
};

export const usersModule: Module = { name: 'users', routes: usersRoutes, seed: seedUsers };
