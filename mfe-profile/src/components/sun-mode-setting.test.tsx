// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '@areia/shared/core/storage-keys';
import { SunModeSetting } from './sun-mode-setting';

beforeEach(() => {
  // a phone set to dark
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('SunModeSetting', () => {
  it('starts on Automático and switches Modo sol on and off, remembering the choice', () => {
    render(<SunModeSetting />);
    const group = screen.getByRole('group', { name: 'Modo sol' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Automático' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Sempre' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('sol');
    expect(document.documentElement.dataset.theme).toBe('sol');
    expect((screen.getByRole('radio', { name: 'Sempre' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Nunca' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('escuro');
    expect(document.documentElement.dataset.theme).toBe('escuro');

    fireEvent.click(screen.getByRole('radio', { name: 'Automático' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.dataset.theme).toBe('escuro');
  });

  it('shows the remembered choice', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sol');
    render(<SunModeSetting />);
    expect((screen.getByRole('radio', { name: 'Sempre' }) as HTMLInputElement).checked).toBe(true);
  });
});
