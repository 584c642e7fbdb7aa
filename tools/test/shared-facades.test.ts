// The shared facades (tools/shared/*.mjs) provide only the names listed in them: an app that imports
// another name from react-router-dom, rxjs or react-i18next would get `undefined` at run time. This
// reads every app's sources and fails on such a name, with the file that imports it.
import fs from 'node:fs';
import path from 'node:path';
import { FACADES, facadeFile } from '../shared-deps';

const root = path.join(__dirname, '..', '..');
const APPS = ['shell', 'mfe-sports', 'mfe-racing', 'mfe-casino', 'mfe-account', 'shared-kernel'];

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test-support' || e.name === 'node_modules' ? [] : sources(full);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

const exported = (name: string): Set<string> => {
  const text = fs.readFileSync(facadeFile(name), 'utf8');
  const list = /export\s*\{([^}]*)\}/.exec(text)?.[1] ?? '';
  return new Set(list.split(',').map((s) => s.trim()).filter(Boolean));
};

/** Names imported as values from `pkg` in `text` (type-only imports need nothing at run time). */
function importedNames(text: string, pkg: string): { names: string[]; whole: boolean } {
  const names: string[] = [];
  let whole = false;
  const quoted = pkg.replace(/[/]/g, '\\/');
  const re = new RegExp(`import\\s+(type\\s+)?([^;]*?)\\s+from\\s+'${quoted}'`, 'g');
  for (const m of text.matchAll(re)) {
    if (m[1]) continue;
    const clause = m[2]!;
    if (/\*\s+as\s+/.test(clause) || /^[A-Za-z_$][\w$]*\s*(,|$)/.test(clause)) whole = true;
    const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    for (const part of braces.split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      names.push(item.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return { names, whole };
}

describe.each(FACADES as string[])('the %s facade', (pkg) => {
  const names = exported(pkg);
  const files = APPS.flatMap((app) => sources(path.join(root, app, 'src')));

  it('reads the apps (a check that finds no file proves nothing)', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(names.size).toBeGreaterThan(0);
  });

  it('exports every name an app imports, and no app imports the package whole', () => {
    const missing: string[] = [];
    for (const file of files) {
      const { names: used, whole } = importedNames(fs.readFileSync(file, 'utf8'), pkg);
      if (whole) missing.push(`${path.relative(root, file)}: imports the whole package`);
      for (const n of used) if (!names.has(n)) missing.push(`${path.relative(root, file)}: ${n}`);
    }
    expect(missing).toEqual([]);
  });
});

/** Value imports of a path below a facade's package ('rxjs/operators', 'react-router-dom/server'). */
const deepImports = (text: string, pkg: string): string[] =>
  [...text.matchAll(new RegExp(`(?:import|export)\\s+(?!type\\s)[^;]*?from\\s+'(${pkg.replace(/[/]/g, '\\/')}/[^']+)'`, 'g'))].map((m) => m[1]!);

// A path below the package is not a share key: webpack bundles it beside the facade, a second copy of
// the package's internals in the importing part (for rxjs: its ES5 build and tslib, beside the shared
// ES2015 build that tools/webpack.js gives the facade; the kernel's 'rxjs/operators' did so until
// issue #20), so the shell's first load carries rxjs twice and a part holds objects of another copy.
describe.each(FACADES as string[])('%s is reached through its facade only', (pkg) => {
  it('no app imports a path below the package', () => {
    const files = APPS.flatMap((app) => sources(path.join(root, app, 'src')));
    const deep = files.flatMap((file) => deepImports(fs.readFileSync(file, 'utf8'), pkg).map((p) => `${path.relative(root, file)}: ${p}`));
    expect(deep).toEqual([]);
  });
});

test('the deep-import reader sees a path below the package and skips the package itself and type-only imports', () => {
  const text = "import { map } from 'rxjs/operators';\nimport { Subject } from 'rxjs';\nimport type { X } from 'rxjs/internal/types';\nexport { tap } from 'rxjs/operators';";
  expect(deepImports(text, 'rxjs')).toEqual(['rxjs/operators', 'rxjs/operators']);
});

test('the import reader sees value imports and skips type-only ones', () => {
  const text = "import { Link, type To } from 'react-router-dom';\nimport type { Location } from 'react-router-dom';\nimport * as rr from 'react-router-dom';";
  expect(importedNames(text, 'react-router-dom')).toEqual({ names: ['Link'], whole: true });
});
