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
 * Chunking: React and the router, which every screen needs, go in one long-cached chunk. Everything
 * else is split by use, so a library or component that only lazy pages need (tables, charts, date
 * pickers, dialogs) never lands in the first screen after sign-in (scripts/check-bundle-size.mjs).
 * A group that also pulled in its dependencies would drag shared MUI code into the first screen.
 */
const chunkGroups = [{ name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }];

export default defineConfig({
  plugins: [muiThemeWithoutCssVariables(), react()],
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
