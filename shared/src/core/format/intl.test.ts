import { describe, expect, it } from 'vitest';
import { brazilFormats } from '@areia/shared/core/format/intl';

describe('brazilFormats', () => {
  it('builds each formatter once and keeps it', () => {
    for (const make of Object.values(brazilFormats)) expect(make()).toBe(make());
  });

  it('reads instants in Brazil’s time zone: 02:00 UTC is still the day before', () => {
    const at = new Date('2026-12-14T02:00:00Z');
    expect(brazilFormats.shortDate().format(at)).toBe('13/12/26');
    expect(brazilFormats.isoDay().format(at)).toBe('2026-12-13');
    expect(brazilFormats.time().format(at)).toBe('23:00');
    expect(brazilFormats.dateTimeParts().resolvedOptions().timeZone).toBe('America/Sao_Paulo');
  });
});
