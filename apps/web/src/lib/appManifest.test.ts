// Which app the browser offers to install (issue 8): Tessera's, the current activity's, or the
// activity of the link the customer came through.
import type { ActivityCustomer } from '@tessera/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { arrivedThrough, followAppManifest } from './appManifest.ts';
import { sessionStore } from './session.ts';

const membership = (activityId: number, color: string) =>
  ({ activityId, activity: { id: activityId, color, colorText: 'FFFFFF' } }) as ActivityCustomer;

const manifest = () => document.querySelector('link[rel="manifest"]')?.getAttribute('href');
const themeColor = () =>
  document.querySelector('meta[name="theme-color"]')?.getAttribute('content');

// index.html's two elements, added beside what <head> holds (emotion's styles) and removed after.
let added: Element[] = [];
let stop = () => {};
beforeEach(() => {
  const html = document.createElement('template');
  html.innerHTML =
    '<meta name="theme-color" content="#37474F"><link rel="manifest" href="/manifest.webmanifest">';
  added = [...html.content.children];
  document.head.append(...added);
});
afterEach(() => {
  stop();
  for (const element of added) element.remove();
  sessionStore.set((s) => ({ ...s, activities: [], activityId: null }));
  window.history.replaceState(null, '', '/');
});

describe('the app manifest', () => {
  it("is Tessera's until the customer is in an activity, then the activity's", () => {
    stop = followAppManifest();
    expect(manifest()).toBe('/manifest.webmanifest');
    sessionStore.set((s) => ({ ...s, activities: [membership(4, 'C62828')], activityId: 4 }));
    expect(manifest()).toBe('/app/activities/4/manifest.webmanifest');
    expect(themeColor()).toBe('#C62828');
    sessionStore.set((s) => ({ ...s, activities: [], activityId: null }));
    expect(manifest()).toBe('/manifest.webmanifest');
    expect(themeColor()).toBe('#37474F');
  });

  it("is the activity's when the page was opened through its link", () => {
    window.history.replaceState(null, '', '/es/registration/9?storeId=2');
    stop = followAppManifest();
    expect(manifest()).toBe('/app/activities/9/manifest.webmanifest');
  });

  it('reads the activity of a registration link only', () => {
    expect(arrivedThrough('/registration/12')).toBe(12);
    expect(arrivedThrough('/gb/registration/12/')).toBe(12);
    expect(arrivedThrough('/registration/stepCode')).toBeNull();
    expect(arrivedThrough('/profile')).toBeNull();
  });
});
