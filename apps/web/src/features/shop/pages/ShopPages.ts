// The shop's customer screens, one chunk (app/routes.tsx imports them from here).
export { default as CartPage } from './CartPage.tsx';
export { default as ItemPage } from './ItemPage.tsx';
export { default as OrdersPage } from './OrdersPage.tsx';
export { default as PaySuccessPage } from './PaySuccessPage.tsx';
export { default as ShopPage } from './ShopPage.tsx';
export { default as SimulatedPayPage } from './SimulatedPayPage.tsx';
