import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ContractCheck from './contract-check';

let check: typeof ContractCheck;

beforeAll(async () => {
  // What the build defines (shared/build/create-app-config.mjs): the contract this shell provides.
  vi.stubGlobal('__AREIA_CONTRACT_VERSION__', '1.2.0');
  check = await import('./contract-check');
});

const manifest = (contract: unknown) => new Response(JSON.stringify({ name: 'mfe_arenas', metaData: { areia: { contract, release: '1.4.0' } } }));
const URL_ = 'https://remotes.example/mfe-arenas/1.4.0/mf-manifest.json';

describe('checkManifestContract', () => {
  it('hands a compatible manifest to the runtime unread', async () => {
    const response = manifest('^1.1.0');
    expect(await check.checkManifestContract(URL_, response)).toBe(response);
    expect(await response.json()).toMatchObject({ name: 'mfe_arenas' });
    expect(check.contractRefusal(URL_)).toBeUndefined();
  });

  it('refuses a remote that needs a newer contract, and keeps the refusal for the loader', async () => {
    const refusal = await check.checkManifestContract(URL_, manifest('^1.3.0')).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(check.RemoteContractError);
    expect(refusal).toMatchObject({ verdict: 'remote-newer', manifestUrl: URL_ });
    expect(check.contractRefusal(URL_)).toBe(refusal);
  });

  it('refuses a remote built for an earlier major or stating no contract as older than the shell', async () => {
    await expect(check.checkManifestContract(URL_, manifest('^0.9.0'))).rejects.toMatchObject({ verdict: 'shell-newer' });
    await expect(check.checkManifestContract(URL_, manifest(undefined))).rejects.toMatchObject({ verdict: 'shell-newer' });
  });

  it('forgets a refusal once the same address serves a compatible build', async () => {
    await check.checkManifestContract(URL_, manifest('^2.0.0')).catch(() => undefined);
    expect(check.contractRefusal(URL_)).toBeDefined();
    await check.checkManifestContract(URL_, manifest('^1.2.0'));
    expect(check.contractRefusal(URL_)).toBeUndefined();
  });

  it('leaves failed answers and unreadable bodies to the runtime', async () => {
    const missing = new Response('não encontrado', { status: 404 });
    expect(await check.checkManifestContract(URL_, missing)).toBe(missing);
    const garbled = new Response('<html>');
    expect(await check.checkManifestContract(URL_, garbled)).toBe(garbled);
  });
});
