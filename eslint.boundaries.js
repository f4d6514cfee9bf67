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

/** The database layer (schema, migrations, the scoped transaction) sits under every module and the seeders that use them. */
const aboveTheDatabase = {
  regex: `^(\\.\\./)+(modules|seed|jobs|plugins)(/|$)`,
  message: 'db/ is the layer under the modules: it imports nothing from modules/, seed/, jobs/ or plugins/ (docs/ARCHITECTURE.md, "Layering").',
};

export const importBoundaries = [
  restrict(['apps/web/src/**'], [], [workspace('server'), nodeBuiltins]),
  restrict(['apps/web/**'], ['apps/web/src/**'], [workspace('server')]),
  restrict(['packages/contract/src/**'], [], [workspace('server'), workspace('web'), nodeBuiltins]),
  restrict(['packages/contract/**'], ['packages/contract/src/**'], [workspace('server'), workspace('web')]),
  restrict(['apps/server/src/db/**'], [], [aboveTheDatabase]),
];

// Views hold no writes (docs/ARCHITECTURE.md, "Layering"): section and process definitions, wizard effects and route files
// hand every insert, update, delete or statement to a domain service, which owns the rule that goes with it.
const WRITES = 'insert|update|delete|execute';
const writeMessage = 'A view or route writes nothing itself: call the domain command of its area (docs/ARCHITECTURE.md, "Layering").';
export const viewWrites = {
  files: [
    'apps/server/src/modules/sections/definitions/**',
    'apps/server/src/modules/dashboard/definitions/**',
    'apps/server/src/modules/wizards/definitions/**',
    'apps/server/src/modules/wizards/effects/**',
    'apps/server/src/**/*.routes.ts',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      // A database handle's write: tx.insert(…), ctx.tx.update(…), app.db.execute(…).
      { selector: `CallExpression[callee.property.name=/^(${WRITES})$/][callee.object.name=/^(tx|db)$/]`, message: writeMessage },
      { selector: `CallExpression[callee.property.name=/^(${WRITES})$/][callee.object.property.name=/^(tx|db)$/]`, message: writeMessage },
    ],
  },
};
