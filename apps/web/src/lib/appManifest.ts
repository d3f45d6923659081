// Which app the browser offers to install (issue 8): Tessera's own manifest (in the build), or
// the activity's (served by the API, in its name, colours and icons) while the customer is in an
// activity, or, before signing in, when they came through its link (/registration/{activityId}).
// The browser bar takes the activity's colour too. Runs on every page, /login included: small.
import { sessionStore } from './session.ts';

const TESSERA_MANIFEST = '/manifest.webmanifest';
const TESSERA_COLOR = '#37474F';

/** The activity of the link the page was opened with (any language prefix), if any. */
export const arrivedThrough = (path: string) => {
  const id = /^(?:\/[a-z]{2})?\/registration\/(\d+)(?:\/|$)/.exec(path)?.[1];
  return id ? Number(id) : null;
};

/** Keeps the manifest link and the theme colour on the current activity's app; returns the stop. */
export function followAppManifest(doc: Document = document) {
  const arrived = arrivedThrough(doc.location.pathname);
  const apply = () => {
    const { activityId, activities } = sessionStore.get();
    const id = activityId ?? arrived;
    const link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const href = id ? `/app/activities/${id}/manifest.webmanifest` : TESSERA_MANIFEST;
    if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
    const color = activities.find((a) => a.activityId === activityId)?.activity.color;
    doc
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute(
        'content',
        color && /^[0-9a-f]{6}$/i.test(color) ? `#${color}` : TESSERA_COLOR,
      );
  };
  apply();
  return sessionStore.subscribe(apply);
}
