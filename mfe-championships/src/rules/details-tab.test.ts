import { describe, expect, it } from 'vitest';
import { parseDetailsTab } from './details-tab';

describe('parseDetailsTab', () => {
  it('reads a known tab and defaults to grupos', () => {
    expect(parseDetailsTab('jogos')).toBe('jogos');
    expect(parseDetailsTab('geral')).toBe('geral');
    expect(parseDetailsTab('grupos')).toBe('grupos');
    expect(parseDetailsTab(null)).toBe('grupos');
    expect(parseDetailsTab('x')).toBe('grupos');
  });
});
