// Which workspace may import which (checked by eslint.config.js, proved by packages/contract/test/import-boundaries.test.ts):
// the web app never imports the server; the contract imports neither app, and its sources, bundled into the web app,
// import no Node built-in module.
import { builtinModules } from 'node:module';

/** A workspace by package name, or by a relative or repository path into its folder. */
const workspace = (name) => ({
  regex: `^@wattle/${name}(/|$)|^(\\.\\./)+(apps/)?${name}(/|$)|(^|/)apps/${name}(/|$)`,
  message: `Do not import @wattle/${name} here: see the workspace boundaries in docs/ARCHITECTURE.md.`,
});

const nodeBuiltins = {
  regex: `^node:|^(${builtinModules.map((name) => name.replace('/', '\\/')).join('|')})$`,
  message: 'This code runs in the browser: no Node built-in modules.',
};

/** One config entry per file set; each lists every pattern for its files, as a later entry replaces an earlier one's options. */
const restrict = (files, ignores, patterns) => ({
  files,
  ignores,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});

export const importBoundaries = [
  restrict(['apps/web/src/**'], [], [workspace('server'), nodeBuiltins]),
  restrict(['apps/web/**'], ['apps/web/src/**'], [workspace('server')]),
  restrict(['packages/contract/src/**'], [], [workspace('server'), workspace('web'), nodeBuiltins]),
  restrict(['packages/contract/**'], ['packages/contract/src/**'], [workspace('server'), workspace('web')]),
];
