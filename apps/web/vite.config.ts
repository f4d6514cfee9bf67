import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * MUI's createTheme builds the CSS-variables theme only when asked for `cssVariables` or
 * `colorSchemes`; otherwise it returns createThemeNoVars(options) unchanged ("behaves exactly as
 * v5", @mui/material/esm/styles/createTheme.js). Wattle asks for neither (src/app/theme.ts), so
 * createTheme resolves straight to createThemeNoVars and the CSS-variables builder (about 5 kB
 * gzipped, pulled in by every styled component through defaultTheme) stays out of the bundle.
 */
function muiThemeWithoutCssVariables(): Plugin {
  const createThemeModule = /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]createTheme\.js$/;
  return {
    name: 'wattle:mui-theme-without-css-variables',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !createThemeModule.test(resolved.id)) return resolved;
      return this.resolve('./createThemeNoVars.js', resolved.id, { ...options, skipSelf: true });
    },
  };
}

/**
 * material-react-table imports the MUI X date, date-time and time pickers at the top of its single
 * module, for the date filter variants only; that put the date pickers (about 62 kB gzipped with
 * dayjs's parser) in every chunk that shows a table, the dashboard's My Activities among them. Here
 * the table's picker imports resolve to lazy stand-ins that load the real picker on first render.
 */
const PICKERS = ['DatePicker', 'DateTimePicker', 'TimePicker'];
function lazyTablePickers(): Plugin {
  const prefix = '\0wattle:lazy-picker:';
  return {
    name: 'wattle:lazy-table-pickers',
    enforce: 'pre',
    resolveId(source, importer) {
      const name = source.match(/^@mui\/x-date-pickers\/(\w+)$/)?.[1];
      if (!name || !PICKERS.includes(name) || !importer || !/[\\/]material-react-table[\\/]/.test(importer)) return null;
      return prefix + name;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const name = id.slice(prefix.length);
      return [
        `import { createElement, lazy, Suspense } from 'react';`,
        `const Picker = lazy(() => import('@mui/x-date-pickers/${name}').then((m) => ({ default: m.${name} })));`,
        `export function ${name}(props) { return createElement(Suspense, { fallback: null }, createElement(Picker, props)); }`,
      ].join('\n');
    },
  };
}

/**
 * Chunking: React and the router, which every screen needs, go in one long-cached chunk. Everything
 * else is split by use, so a library or component that only lazy pages need (tables, charts, date
 * pickers, dialogs) never lands in the first screen after sign-in (scripts/check-bundle-size.mjs).
 * A group that also pulled in its dependencies would drag shared MUI code into the first screen.
 */
const chunkGroups = [{ name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }];

export default defineConfig({
  plugins: [muiThemeWithoutCssVariables(), lazyTablePickers(), react()],
  server: {
    proxy: { '/api': { target: 'http://localhost:3000' } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/check-bundle-size.mjs reads the manifest to size the first screen after sign-in.
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: chunkGroups } },
      // zod schema builders have no side effects: importing a path constant or a type from a
      // contract module must not pull zod into the bundle when no schema is used.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
});
