import { describe, expect, it, vi } from 'vitest';
import { joinApiUrl, queryString } from '@areia/shared/web/api/boot-answers';
import { championshipQueries } from '@areia/shared/web/api/championships';
import { calendarQueries } from '@areia/shared/web/api/calendar';
import { resultQueries } from '@areia/shared/web/api/results';
import { apiClient } from '@areia/shared/web/api/client';
import { summaryQueries } from '@areia/shared/web/api/summary';
import { invitationQueries } from '@areia/shared/web/api/invitations';
import { notificationQueries } from '@areia/shared/web/api/notifications';
import { paymentQueries } from '@areia/shared/web/api/payments';
import { playQueries } from '@areia/shared/web/api/play';
import { playerQueries } from '@areia/shared/web/api/players';
import { waitlistQuery } from '@areia/shared/web/api/waitlist';
import { localRuntimeConfig, screens } from '@areia/shared/core/manifest';
import { remoteRouteFor } from '../routes';
import { answerImages, bootPlan, bootRoutes, FIRST_CALLS, ME_PATH, mergeBootConfig, remotePageAssets, screenFor, UNREAD_PATH } from './boot-plan';

const routes = bootRoutes(screens);
const config = mergeBootConfig({ apiUrl: 'https://api.test', remotes: { mfe_profile: 'https://profile.test/mf-manifest.json' } });
const at = (pathname: string, search = '') => ({ pathname, search });

describe('screenFor', () => {
  it('picks the screen the shell router picks, for every route of the manifest', () => {
    for (const screen of screens) {
      const pathname = screen.path.replace(/:[^/]+/g, 'abc-123');
      expect(screenFor(routes, pathname)?.module, pathname).toBe(remoteRouteFor(pathname)?.module);
      if (pathname !== '/') expect(screenFor(routes, `${pathname}/`)?.module, `${pathname}/`).toBe(remoteRouteFor(`${pathname}/`)?.module);
    }
    expect(screenFor(routes, '/organizer/championships/new')?.key).toBe('organizerNewChampionship');
    expect(screenFor(routes, '/nada/aqui')).toBeUndefined();
    expect(screenFor(routes, '/championship/a/b/c')).toBeUndefined();
  });
});

describe('bootPlan', () => {
  it('with a session, a protected screen: the session check, the first data call and the remote page', () => {
    const plan = bootPlan(routes, at('/home'), true, config);
    expect(plan.calls.map((call) => call.path)).toEqual([ME_PATH, UNREAD_PATH, ...(FIRST_CALLS.home ?? []).map((call) => call.path)]);
    expect(plan.remote).toEqual({ name: 'mfe_profile', manifest: 'https://profile.test/mf-manifest.json', module: 'HomePage' });
  });

  it('without a session, a protected screen fetches nothing: the guard sends the visitor to the login', () => {
    expect(bootPlan(routes, at('/home'), false, config)).toEqual({ calls: [] });
  });

  it('with a session, a signed-out screen only checks the session: the visitor goes on to the home', () => {
    for (const pathname of ['/', '/login', '/register']) expect(bootPlan(routes, at(pathname), true, config)).toEqual({ calls: [{ path: ME_PATH }] });
  });

  it('without a session, the landing and the login fetch their remote page and call nothing', () => {
    const plan = bootPlan(routes, at('/login'), false, config);
    expect(plan.calls).toEqual([]);
    expect(plan.remote).toEqual({ name: 'mfe_auth', manifest: localRuntimeConfig().remotes.mfe_auth, module: 'LoginPage' });
  });

  it("an address with a query (search, filter) gets no data call of its screen, only the session check and the header's avisos", () => {
    expect(bootPlan(routes, at('/championships', '?q=copa'), true, config).calls).toEqual([{ path: ME_PATH }, { path: UNREAD_PATH }]);
  });

  it('an unknown address only checks the session', () => {
    expect(bootPlan(routes, at('/nada'), true, config)).toEqual({ calls: [{ path: ME_PATH }] });
  });
});

describe('FIRST_CALLS', () => {
  const asked = (get: ReturnType<typeof vi.spyOn>, index: number) => {
    const [url, options] = get.mock.calls[index] as [string, { params?: Record<string, unknown> } | undefined];
    return joinApiUrl('', url) + queryString(options?.params);
  };

  it("are the URLs the home's and the list's queries ask first", async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue({ data: [], headers: {} });
    await summaryQueries.home(null).queryFn?.({ signal: new AbortController().signal } as never);
    get.mockResolvedValue({ data: null, status: 204, headers: {} });
    await calendarQueries.nextGame('u1').queryFn?.({ signal: new AbortController().signal } as never);
    await resultQueries.last('u1').queryFn?.({ signal: new AbortController().signal } as never);
    get.mockResolvedValue({ data: [], headers: {} });
    await championshipQueries.inAnyTeam().queryFn?.({ signal: new AbortController().signal } as never);
    await paymentQueries.due().queryFn?.({ signal: new AbortController().signal } as never);
    await invitationQueries.firstPage().queryFn?.({ signal: new AbortController().signal } as never);
    get.mockResolvedValue({ data: {}, headers: {} });
    await playQueries.home(null).queryFn?.({ signal: new AbortController().signal } as never);
    expect(get.mock.calls.map((_, index) => asked(get, index))).toEqual(FIRST_CALLS.home?.map((call) => call.path));
    get.mockClear();
    get.mockResolvedValue({ data: { count: 0 }, headers: {} });
    await notificationQueries.unread('u1').queryFn?.({ signal: new AbortController().signal } as never);
    expect(asked(get, 0)).toBe(UNREAD_PATH);
    get.mockClear();
    get.mockResolvedValue({ data: [], headers: {} });
    await championshipQueries.list().queryFn?.({ pageParam: null, signal: new AbortController().signal } as never);
    expect(asked(get, 0)).toBe(FIRST_CALLS.championships?.[0]?.path);
    expect(FIRST_CALLS.championships).toHaveLength(1);
  });

  it("are the URLs a championship's page and a player's page ask first, with the address's id", async () => {
    const signal = new AbortController().signal;
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue({ data: {}, headers: {} });
    await championshipQueries.detail('c-1').queryFn?.({ signal } as never);
    get.mockResolvedValue({ data: [], headers: {} });
    await championshipQueries.teams('c-1').queryFn?.({ signal } as never);
    await waitlistQuery('c-1').queryFn?.({ signal } as never);
    get.mockResolvedValue({ data: { id: 's-1' }, headers: {} });
    await paymentQueries.mine('c-1').queryFn?.({ signal } as never);
    const screenCalls = (pathname: string) => bootPlan(routes, at(pathname), true, config).calls.slice(2).map((call) => call.path);
    expect(get.mock.calls.map((_, index) => asked(get, index))).toEqual(screenCalls('/championship/c-1'));
    get.mockClear();
    get.mockResolvedValue({ data: {}, headers: {} });
    await playerQueries.detail('p-1').queryFn?.({ signal } as never);
    get.mockResolvedValue({ data: [], headers: {} });
    await playerQueries.history('p-1').queryFn?.({ pageParam: null, signal } as never);
    expect(get.mock.calls.map((_, index) => asked(get, index))).toEqual(screenCalls('/player/p-1'));
  });
});

describe('remotePageAssets', () => {
  const manifest = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { name: 'HomePage', path: './HomePage', assets: { js: { sync: ['home.1.js'], async: ['x.js'] }, css: { sync: ['home.1.css'], async: [] } } },
      { name: 'ProfilePage', path: './ProfilePage', assets: { js: { sync: ['profile.1.js'] }, css: { sync: [] } } },
    ],
  };

  it("names the remote's entry and the page's own scripts and styles, beside the manifest", () => {
    expect(remotePageAssets(manifest, 'https://cdn.test/profile/mf-manifest.json', 'HomePage')).toEqual({
      scripts: ['https://cdn.test/profile/remoteEntry.js', 'https://cdn.test/profile/home.1.js'],
      styles: ['https://cdn.test/profile/home.1.css'],
    });
  });

  it('follows an explicit public path, and asks for nothing from a manifest it cannot read', () => {
    const moved = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://static.test/p/' } };
    expect(remotePageAssets(moved, 'https://cdn.test/mf-manifest.json', 'ProfilePage').scripts).toEqual([
      'https://static.test/p/remoteEntry.js',
      'https://static.test/p/profile.1.js',
    ]);
    expect(remotePageAssets('nada', 'https://cdn.test/mf-manifest.json', 'HomePage')).toEqual({ scripts: [], styles: [] });
  });
});

describe('answerImages', () => {
  it("takes the first rows' first image field that is set", () => {
    const rows = [{ banner_url: 'a.svg', logo: 'x.png' }, { banner_url: null, logo: 'b.png' }, { title: 'sem imagem' }, { banner_url: 'd.svg' }];
    expect(answerImages(rows, { rows: 3, fields: ['banner_url', 'logo'] })).toEqual(['a.svg', 'b.png']);
    expect(answerImages({ message: 'erro' }, { rows: 3, fields: ['logo'] })).toEqual([]);
  });

  it("reads a detail's answer (one object) as one row", () => {
    expect(answerImages({ id: 'c1', banner_url: null, logo: 'l.png' }, { rows: 1, fields: ['banner_url', 'logo'] })).toEqual(['l.png']);
    expect(answerImages(null, { rows: 1, fields: ['logo'] })).toEqual([]);
  });
});

describe('mergeBootConfig', () => {
  it('lays the file over the local defaults, remote by remote', () => {
    expect(config.apiUrl).toBe('https://api.test');
    expect(config.remotes.mfe_auth).toBe(localRuntimeConfig().remotes.mfe_auth);
    expect(mergeBootConfig(undefined)).toEqual(localRuntimeConfig());
  });
});

