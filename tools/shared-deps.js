// The one table of dependencies shared between the shell and every remote.
// Every federation config in Khel is built from this table, so a singleton cannot drift.
const path = require('node:path');

const kernelVersion = require(path.join(__dirname, '..', 'shared-kernel', 'package.json')).version;

/** @param {Record<string,string>} deps the building package's dependencies */
function sharedDeps(deps) {
  const versionOf = (name) => {
    const v = deps[name];
    if (!v) throw new Error(`shared dependency ${name} is missing from package.json`);
    return v;
  };
  const singleton = (name) => ({ singleton: true, requiredVersion: versionOf(name) });
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
    '@khel/shared-kernel': {
      singleton: true,
      version: kernelVersion,
      requiredVersion: `^${kernelVersion}`,
    },
  };
}

module.exports = { sharedDeps, kernelVersion };
