// The one table of dependencies shared between the shell and every remote.
// Every federation config in Khel is built from this table, so a singleton cannot drift.
const path = require('node:path');

const kernelVersion = require(path.join(__dirname, '..', 'shared-kernel', 'package.json')).version;

// Packages shared through a facade (tools/shared/<name>.mjs): the share key stays the package's name
// and its version, but what is provided is only the facade's exports, so the shell's first load does
// not carry the parts no app uses. The facade reaches the package as `khel-impl/<name>` (an alias the
// webpack config sets), which the federation plugin does not take for the shared key.
const FACADES = ['react-router-dom', 'rxjs', 'react-i18next'];
const facadeFile = (name) => path.join(__dirname, 'shared', `${name}.mjs`);

/** The installed version of `name` as the package at `dir` resolves it. */
function installedVersion(name, dir) {
  return require(require.resolve(`${name}/package.json`, { paths: [dir] })).version;
}

/**
 * @param {Record<string,string>} deps the building package's dependencies
 * @param {string} [dir] the building package's folder: given, the facades are used
 * @param {{ provide?: boolean }} [o] `provide: false` (the remotes): consume only what the host provides,
 *   bundling no fallback of one's own. The shell is the one host and provides every key of this table
 *   that a remote uses; without fallbacks a remote's container registers nothing in the share scope
 *   (a smaller remoteEntry) and its build carries no second copy of React, the kernel and the rest.
 */
function sharedDeps(deps, dir, { provide = true } = {}) {
  const versionOf = (name) => {
    const v = deps[name];
    if (!v) throw new Error(`shared dependency ${name} is missing from package.json`);
    return v;
  };
  const singleton = (name) => ({
    singleton: true,
    requiredVersion: versionOf(name),
    ...(dir && FACADES.includes(name) ? { import: facadeFile(name), version: installedVersion(name, dir) } : {}),
    ...(provide ? {} : { import: false }),
  });
  return {
    react: singleton('react'),
    // Prefix keys: react/jsx-runtime, react/jsx-dev-runtime, react-dom/client share one instance.
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router-dom': singleton('react-router-dom'),
    rxjs: singleton('rxjs'),
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
    // moment-timezone's core, as @khel/shared-kernel/time imports it: one copy, loaded with the first
    // page that shows a time (not with the shell's first render). Only in parts that depend on it.
    ...(deps['moment-timezone'] ? { 'moment-timezone/moment-timezone': { singleton: true, requiredVersion: versionOf('moment-timezone'), ...(provide ? {} : { import: false }) } } : {}),
    '@khel/shared-kernel': {
      singleton: true,
      version: kernelVersion,
      requiredVersion: `^${kernelVersion}`,
      ...(provide ? {} : { import: false }),
    },
  };
}

module.exports = { sharedDeps, kernelVersion, FACADES, facadeFile };
