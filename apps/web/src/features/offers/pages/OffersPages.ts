// The coupons and packs screens, loaded together: one chunk and one lazy import for both (two
// would each add their list of files to preload to /login's code).
export { default as CouponsPage } from './CouponsPage.tsx';
export { default as PacksPage } from './PacksPage.tsx';
