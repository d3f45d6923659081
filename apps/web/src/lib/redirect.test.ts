import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect.ts';

describe('redirect after login', () => {
  it('follows only same-site paths', () => {
    expect(safeRedirect('/es/activities')).toBe('/es/activities');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
