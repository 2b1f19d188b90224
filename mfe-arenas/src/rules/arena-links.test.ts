import { describe, expect, it } from 'vitest';
import { instagramHref, mapHref, phoneHref, websiteHref } from './arena-links';

describe('phoneHref', () => {
  it('adds Brazil’s country code to mobile and landline numbers', () => {
    expect(phoneHref('21987654301')).toBe('tel:+5521987654301');
    expect(phoneHref('(21) 2547-1234')).toBe('tel:+552125471234');
  });
  it('keeps a number that already has its country code', () => {
    expect(phoneHref('+55 21 98765-4301')).toBe('tel:+5521987654301');
  });
  it('has no link for a missing or too short number', () => {
    expect(phoneHref('')).toBeNull();
    expect(phoneHref(null)).toBeNull();
    expect(phoneHref('123')).toBeNull();
  });
});

describe('websiteHref', () => {
  it('keeps a full address and adds https to a bare host', () => {
    expect(websiteHref('https://arena-leme.areia.app')).toBe('https://arena-leme.areia.app/');
    expect(websiteHref('arenaleme.com.br')).toBe('https://arenaleme.com.br/');
  });
  it('refuses non-web schemes and blanks', () => {
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('   ')).toBeNull();
    expect(websiteHref(undefined)).toBeNull();
  });
});

describe('instagramHref', () => {
  it('keeps a stored profile URL', () => {
    expect(instagramHref('https://instagram.com/arenaleme')).toBe('https://instagram.com/arenaleme');
  });
  it('builds the profile URL from a handle', () => {
    expect(instagramHref('@arena.leme')).toBe('https://www.instagram.com/arena.leme/');
    expect(instagramHref('arena_leme')).toBe('https://www.instagram.com/arena_leme/');
  });
  it('has no link when missing', () => {
    expect(instagramHref('')).toBeNull();
  });
});

describe('mapHref', () => {
  it('searches the coordinates in Google Maps', () => {
    expect(mapHref({ latitude: -22.9714, longitude: -43.1823 }, 'Av. Atlântica, 2364')).toBe(
      'https://www.google.com/maps/search/?api=1&query=-22.9714%2C-43.1823',
    );
  });
  it('falls back to the address when the coordinates are the 0,0 default', () => {
    expect(mapHref({ latitude: 0, longitude: 0 }, 'Praia de Icaraí, Niterói')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Praia%20de%20Icara%C3%AD%2C%20Niter%C3%B3i',
    );
  });
  it('has no link with neither', () => {
    expect(mapHref(null, '')).toBeNull();
  });
});
