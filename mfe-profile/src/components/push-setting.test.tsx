// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PushSetting } from './push-setting';

const api = vi.hoisted(() => ({
  fetchPushKey: vi.fn(async () => ({ public_key: 'BAEC', key_id: 'k1' })),
  fetchPushDevices: vi.fn(async () => [] as unknown[]),
  savePushDevice: vi.fn(async (body: { endpoint: string; groups: string[] }) => ({ id: 'd1', endpoint: body.endpoint, user_agent: null, groups: body.groups, key_id: 'k1', created_at: '' })),
  deletePushDevice: vi.fn(async () => undefined),
}));
vi.mock('@areia/shared/web/api/push', () => api);

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_4 like Mac OS X) AppleWebKit/605.1.15 Version/18.4 Mobile/15E148 Safari/604.1';
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

let requestPermission: ReturnType<typeof vi.fn>;
let subscription: { endpoint: string; toJSON: () => unknown; unsubscribe: () => Promise<boolean> } | null;

function stubBrowser(userAgent: string, standalone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: standalone && query.includes('standalone'), addEventListener() {}, removeEventListener() {} }));
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  requestPermission = vi.fn(async () => 'granted');
  const NotificationStub = Object.assign(function Notification() {}, { permission: 'default', requestPermission });
  vi.stubGlobal('Notification', NotificationStub);
  vi.stubGlobal('PushManager', function PushManager() {});
  subscription = null;
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async () => {
      subscription = {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'p', auth: 'a' } }),
        unsubscribe: async () => true,
      };
      return subscription;
    }),
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ pushManager }) } });
}

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PushSetting', () => {
  it('on an iPhone in Safari’s tab, explains “Adicionar à Tela de Início” with pictures instead of the switch', () => {
    stubBrowser(iphone, false);
    render(<PushSetting />);
    expect(screen.getByText('No iPhone, adicione o Areia à Tela de Início')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(document.querySelectorAll('svg')).toHaveLength(3);
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('asks permission only after a tap, then subscribes with every group and shows a switch per group', async () => {
    stubBrowser(android, false);
    render(<PushSetting />);
    const device = await screen.findByRole('switch', { name: 'Receber avisos neste aparelho' });
    expect(requestPermission).not.toHaveBeenCalled();
    expect(device.getAttribute('aria-checked')).toBe('false');

    fireEvent.click(device);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Receber avisos neste aparelho' }).getAttribute('aria-checked')).toBe('true'));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(api.savePushDevice).toHaveBeenCalledWith(expect.objectContaining({ key_id: 'k1', groups: ['invitations', 'payments', 'waitlist', 'games', 'results'] }));
    const group = screen.getByRole('group', { name: 'Quais avisos' });
    expect(group.querySelectorAll('[role="switch"]')).toHaveLength(5);

    fireEvent.click(screen.getByRole('switch', { name: 'Resultados e ranking' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Resultados e ranking' }).getAttribute('aria-checked')).toBe('false'));
    expect(api.savePushDevice).toHaveBeenLastCalledWith(expect.objectContaining({ groups: ['invitations', 'payments', 'waitlist', 'games'] }));
  });

  it('says notifications are blocked when the athlete refuses the permission', async () => {
    stubBrowser(android, true);
    requestPermission.mockResolvedValue('denied');
    render(<PushSetting />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Receber avisos neste aparelho' }));
    expect(await screen.findByText(/estão bloqueadas neste aparelho/)).toBeTruthy();
    expect(api.savePushDevice).not.toHaveBeenCalled();
  });
});
