import { describe, expect, it } from 'vitest';
import { bumpedEnough, caretRange, contractVerdict } from './compatibility.mjs';

describe('contractVerdict', () => {
  it('mounts a remote built against this contract or an earlier minor of its major', () => {
    expect(contractVerdict('1.4.0', '^1.4.0')).toEqual({ kind: 'compatible' });
    expect(contractVerdict('1.4.2', '^1.0.0')).toEqual({ kind: 'compatible' });
  });

  it('calls a remote that needs a later contract newer than the shell (a reload brings the newer shell)', () => {
    expect(contractVerdict('1.4.0', '^1.5.0').kind).toBe('remote-newer');
    expect(contractVerdict('1.4.0', '^2.0.0').kind).toBe('remote-newer');
    expect(contractVerdict('1.4.0', '^1.4.1').kind).toBe('remote-newer');
  });

  it('calls a remote built for an earlier major, or stating no contract, older than the shell', () => {
    const older = contractVerdict('2.0.0', '^1.3.0');
    expect(older.kind).toBe('shell-newer');
    expect(older.kind !== 'compatible' && older.reason).toContain('precisa do contrato ^1.3.0, o shell oferece 2.0.0');
    expect(contractVerdict('1.0.0', undefined).kind).toBe('shell-newer');
    expect(contractVerdict('1.0.0', '1.0.0').kind).toBe('shell-newer');
    expect(contractVerdict('1.0.0', '^banana').kind).toBe('shell-newer');
  });

  it('reads a 0.x range the way npm does: the minor breaks', () => {
    expect(contractVerdict('0.3.1', '^0.3.0')).toEqual({ kind: 'compatible' });
    expect(contractVerdict('0.4.0', '^0.3.0').kind).toBe('shell-newer');
    expect(contractVerdict('0.0.2', '^0.0.1').kind).toBe('shell-newer');
  });
});

describe('bumpedEnough', () => {
  it('asks a major for a removed or changed export, a minor for an added one, nothing otherwise', () => {
    expect(bumpedEnough('1.2.0', '2.0.0', 'major')).toBe(true);
    expect(bumpedEnough('1.2.0', '1.3.0', 'major')).toBe(false);
    expect(bumpedEnough('1.2.0', '1.3.0', 'minor')).toBe(true);
    expect(bumpedEnough('1.2.0', '1.2.1', 'minor')).toBe(false);
    expect(bumpedEnough('1.2.0', '1.2.0', 'none')).toBe(true);
    expect(bumpedEnough('1.2.0', '1.1.0', 'none')).toBe(false);
  });

  it('takes the minor as the breaking part under 1.0.0', () => {
    expect(bumpedEnough('0.2.0', '0.3.0', 'major')).toBe(true);
    expect(bumpedEnough('0.0.0', '1.0.0', 'minor')).toBe(true);
  });
});

describe('caretRange', () => {
  it('is what a remote records, and refuses what is not a version', () => {
    expect(caretRange('1.2.3')).toBe('^1.2.3');
    expect(() => caretRange('1.2')).toThrow(/inválida/);
  });
});
