// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '@areia/shared/core/storage-keys';
import { applyStoredTheme, followThemeChanges, saveThemeChoice, storedThemeChoice } from './apply-theme';

let phoneLight = false;
const changeListeners = new Set<() => void>();

beforeEach(() => {
  phoneLight = false;
  changeListeners.clear();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: light)' && phoneLight;
    },
    addEventListener: (_: string, listener: () => void) => changeListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => changeListeners.delete(listener),
  }));
  document.head.innerHTML = '<meta name="theme-color" content="#000000">';
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const shown = () => document.documentElement.dataset.theme;
const barColour = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content');

describe('the theme on the page', () => {
  it('follows the phone with nothing chosen, the browser bar included', () => {
    expect(applyStoredTheme()).toBe('escuro');
    expect(shown()).toBe('escuro');
    expect(barColour()).toBe('#000000');
    phoneLight = true;
    expect(applyStoredTheme()).toBe('sol');
    expect(shown()).toBe('sol');
    expect(barColour()).toBe('#ffffff');
  });

  it('remembers the profile choice and shows it at once; Automático forgets it', () => {
    saveThemeChoice('sol');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('sol');
    expect(storedThemeChoice()).toBe('sol');
    expect(shown()).toBe('sol');

    phoneLight = true;
    saveThemeChoice('escuro');
    expect(shown()).toBe('escuro');

    saveThemeChoice('auto');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(shown()).toBe('sol');
  });

  it('switches when the phone changes its setting while the page is open, until stopped', () => {
    const stop = followThemeChanges();
    applyStoredTheme();
    expect(shown()).toBe('escuro');
    phoneLight = true;
    changeListeners.forEach((listener) => listener());
    expect(shown()).toBe('sol');
    stop();
    expect(changeListeners.size).toBe(0);
  });

  it('takes a choice made in another tab', () => {
    const stop = followThemeChanges();
    applyStoredTheme();
    localStorage.setItem(THEME_STORAGE_KEY, 'sol');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'sol' }));
    expect(shown()).toBe('sol');
    stop();
  });
});
