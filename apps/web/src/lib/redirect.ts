// Where /login sends a visitor back to after sign-in (`?redirect=`, set by the route guard).

/** Only same-site paths are followed after login. */
export function safeRedirect(value: string | null): string | null {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : null;
}
