// The version of the contract between the shell and its remotes: the exports of the @areia/shared modules the shell
// provides (SHELL_SHARED in ../build/create-app-config.mjs). Semantic versioning, checked against the last release
// (released.json) by contract.test.mjs: removing or changing an export is a major, adding one a minor.
// The shell's build states it as what it provides; each remote's build records `^<it>` as what it needs.
export const CONTRACT_VERSION = '3.0.0';
