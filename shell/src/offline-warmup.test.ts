import { describe, expect, it } from 'vitest';
import { localRuntimeConfig } from '@areia/shared/core/manifest';
import { corePages, warmDue, WARM_EVERY_MS } from './offline-warmup';

describe('core screens fetched ahead', () => {
  const remotes = localRuntimeConfig().remotes;

  it('names the home, the profile, the championship list and a championship with its tabs, on the configured remotes', () => {
    expect(corePages(remotes)).toEqual([
      { manifest: remotes.mfe_profile, module: 'HomePage' },
      { manifest: remotes.mfe_profile, module: 'ProfilePage' },
      { manifest: remotes.mfe_championships, module: 'ChampionshipsPage' },
      { manifest: remotes.mfe_championships, module: 'ChampionshipPage' },
      { manifest: remotes.mfe_championships, module: 'ChampionshipDetailsPage' },
    ]);
    expect(corePages({ mfe_profile: 'https://p.example/mf-manifest.json' }).map((p) => p.manifest)).toEqual([
      'https://p.example/mf-manifest.json',
      'https://p.example/mf-manifest.json',
    ]);
  });

  it('asks again when the remotes moved or an hour passed, not on every page load', () => {
    const pages = corePages(remotes);
    const last = { at: 1_000, key: JSON.stringify(pages) };
    expect(warmDue(null, pages, 2_000)).toBe(true);
    expect(warmDue(last, pages, 2_000)).toBe(false);
    expect(warmDue(last, pages, 1_000 + WARM_EVERY_MS)).toBe(true);
    expect(warmDue(last, corePages({ ...remotes, mfe_profile: 'https://p.example/mf-manifest.json' }), 2_000)).toBe(true);
  });
});
