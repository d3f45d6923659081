// The providers' SDKs, loaded on first use (issue 24 §6): a server or a test without STRIPE_* or
// PAYPAL_* never loads them (PayPal's alone takes about a second). The one file that imports them
// as values; elsewhere `import type` only (scripts/boundaries.test.ts). A dynamic import of a
// package stays one in the esbuild bundle (packages are external), so the built server loads
// them lazily too.
export const sdks = {
  stripe: () => import('stripe'),
  paypal: () => import('@paypal/paypal-server-sdk'),
};
