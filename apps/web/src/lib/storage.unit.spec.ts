import { describe, expect, it } from 'vitest';
import { createAppStorage, memoryStore, STORAGE_KEYS } from './storage';

function setup() {
  const session = memoryStore();
  const local = memoryStore();
  return { session, local, storage: createAppStorage(session, local) };
}

describe('app storage (spec 1 §4)', () => {
  it('keeps the token in session storage and language and theme in local storage', () => {
    const { session, local, storage } = setup();
    storage.setToken('t1');
    storage.setLocale('hu');
    storage.setTheme('dark');
    expect(session.getItem(STORAGE_KEYS.token)).toBe('t1');
    expect(local.getItem(STORAGE_KEYS.locale)).toBe('hu');
    expect(local.getItem(STORAGE_KEYS.theme)).toBe('dark');
  });

  it('forgets the session on logout but keeps language, theme and demo date', () => {
    const { storage } = setup();
    storage.setToken('t1');
    storage.setLocale('hu');
    storage.setTheme('dark');
    storage.setDemoDate('2017-03-01T05:00:00.000Z');
    storage.clearSession();
    expect(storage.getToken()).toBeNull();
    expect(storage.getLocale()).toBe('hu');
    expect(storage.getTheme()).toBe('dark');
    expect(storage.getDemoDate()).toBe('2017-03-01T05:00:00.000Z');
  });

  it('ignores stored values it does not understand', () => {
    const { local, storage } = setup();
    local.setItem(STORAGE_KEYS.locale, 'de');
    local.setItem(STORAGE_KEYS.theme, 'purple');
    local.setItem(STORAGE_KEYS.demoDate, 'yesterday');
    expect(storage.getLocale()).toBeNull();
    expect(storage.getTheme()).toBeNull();
    expect(storage.getDemoDate()).toBeNull();
  });
});
