// Notifications and notices share one chunk and one import (app/routes.tsx).
export { default as NoticesPage } from './NoticesPage.tsx';
export { default as NotificationsPage } from './NotificationsPage.tsx';
