import { describe, expect, it } from 'vitest';
import { applicationServerKey, pushAvailability } from './push-availability';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.4 Mobile/15E148 Safari/604.1';
const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.4 Safari/605.1.15';
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('pushAvailability', () => {
  it('explains the home screen on an iPhone or iPad in Safari’s tab, and offers the switch once installed', () => {
    expect(pushAvailability({ userAgent: iphone, standalone: false, pushApi: false, permission: undefined })).toBe('ios-install');
    expect(pushAvailability({ userAgent: ipad, standalone: false, pushApi: true, permission: 'default', maxTouchPoints: 5 })).toBe('ios-install');
    expect(pushAvailability({ userAgent: iphone, standalone: true, pushApi: true, permission: 'default' })).toBe('available');
  });

  it('offers the switch elsewhere, unless push is missing or notifications are blocked', () => {
    expect(pushAvailability({ userAgent: android, standalone: false, pushApi: true, permission: 'default' })).toBe('available');
    expect(pushAvailability({ userAgent: ipad, standalone: false, pushApi: true, permission: 'granted', maxTouchPoints: 0 })).toBe('available');
    expect(pushAvailability({ userAgent: android, standalone: false, pushApi: true, permission: 'denied' })).toBe('denied');
    expect(pushAvailability({ userAgent: android, standalone: false, pushApi: false, permission: undefined })).toBe('unsupported');
  });
});

describe('applicationServerKey', () => {
  it('decodes the base64url key the API gives', () => {
    expect([...applicationServerKey('BAEC_-8')]).toEqual([4, 1, 2, 255, 239]);
  });
});
