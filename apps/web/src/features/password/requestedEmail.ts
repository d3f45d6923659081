// The e-mail of this tab's last reset request, for a code typed by hand instead of the link.
const REQUESTED = 'tessera.resetEmail';

export const requestedEmail = {
  set: (email: string) => sessionStorage.setItem(REQUESTED, email),
  get: () => sessionStorage.getItem(REQUESTED) ?? '',
  clear: () => sessionStorage.removeItem(REQUESTED),
};
