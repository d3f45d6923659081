export * from './accounts.ts';
export * from './app-manifest.ts';
export * from './codes.ts';
export * from './constants.ts';
export * from './contracts.ts';
export * from './format.ts';
export * from './navigation.ts';
