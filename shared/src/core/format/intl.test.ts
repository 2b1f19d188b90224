import { describe, expect, it } from 'vitest';
import * as intl from '@areia/shared/core/format/intl';

describe('Brazil formatters', () => {
  it('builds each formatter once and keeps it', () => {
    const formatters = Object.values(intl).filter((value) => typeof value === 'function');
    expect(formatters.length).toBeGreaterThanOrEqual(8);
    for (const make of formatters) expect(make()).toBe(make());
  });

  it('reads instants in Brazil’s time zone: 02:00 UTC is still the day before', () => {
    const at = new Date('2026-12-14T02:00:00Z');
    expect(intl.shortDateFormat().format(at)).toBe('13/12/26');
    expect(intl.isoDayFormat().format(at)).toBe('2026-12-13');
    expect(intl.timeFormat().format(at)).toBe('23:00');
    expect(intl.dateTimePartsFormat().resolvedOptions().timeZone).toBe(intl.BRAZIL_TIME_ZONE);
  });
});
