import react from '@vitejs/plugin-react';
import { defineConfig, parseSync, type Plugin } from 'vite';

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
 * material-react-table is one module that imports every MUI component any of its features could
 * show: the MUI X date, date-time and time pickers (date filters), autocomplete, slider and chips
 * (filters), menus, switches and the edit dialog (column actions, column hiding, row editing).
 * Wattle's tables turn those features off (src/components/DataTable.tsx), yet the imports put
 * them in every chunk that shows a table, the dashboard's My Activities among them. Here those
 * imports, from material-react-table only, resolve to stand-ins that load the real component on
 * first render (inside their own Suspense). Components a Wattle table shows as it loads (table
 * parts, pagination, progress, tooltips, checkboxes) stay as they are.
 */
const LAZY_TABLE_IMPORTS: Record<string, string> = {
  '@mui/x-date-pickers/DatePicker': 'DatePicker',
  '@mui/x-date-pickers/DateTimePicker': 'DateTimePicker',
  '@mui/x-date-pickers/TimePicker': 'TimePicker',
  ...Object.fromEntries(
    [
      'Alert',
      'AlertTitle',
      'Autocomplete',
      'Badge',
      'Chip',
      'Dialog',
      'DialogActions',
      'DialogContent',
      'DialogTitle',
      'FormControlLabel',
      'FormHelperText',
      'ListItemIcon',
      'Menu',
      'Popover',
      'Slider',
      'Switch',
    ].map((component) => [`@mui/material/${component}`, 'default']),
  ),
};
function lazyTableImports(): Plugin {
  const prefix = '\0wattle:lazy-table-import:';
  return {
    name: 'wattle:lazy-table-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!(source in LAZY_TABLE_IMPORTS) || !importer || !/[\\/]material-react-table[\\/]/.test(importer)) return null;
      return prefix + source;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const source = id.slice(prefix.length);
      const name = LAZY_TABLE_IMPORTS[source];
      const exported = name === 'default' ? 'export default Lazy' : `export { Lazy as ${name} }`;
      return [
        `import { createElement, lazy, Suspense } from 'react';`,
        `const Component = lazy(() => import('${source}').then((m) => ({ default: m.${name} })));`,
        `function Lazy(props) { return createElement(Suspense, { fallback: null }, createElement(Component, props)); }`,
        exported,
      ].join('\n');
    },
  };
}

/** What only the server reads of a contract endpoint (packages/contract/src/endpoint.ts). */
const SERVER_ONLY_ENDPOINT_KEYS = new Set(['params', 'query', 'body', 'response', 'errors', 'tags', 'summary']);
type AstNode = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (value: unknown): value is AstNode => typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/**
 * The web app calls an endpoint by its method, path and kind; its zod schemas (which type the call)
 * are for the server and the OpenAPI document. Left in, they would pull zod and every response
 * schema into the first screen (about 28 kB gzipped: the search and menu calls are in the entry
 * chunk). In the contract's `<area>/endpoints.ts` modules, each `defineEndpoint({ … })` keeps its
 * server-only properties as `undefined`, so the schemas they named drop out of the bundle.
 */
function clientEndpoints(): Plugin {
  return {
    name: 'wattle:client-endpoints',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]packages[\\/]contract[\\/]src[\\/].+[\\/]endpoints\.ts$/ },
      handler(code, id) {
        const cuts: [number, number, string][] = [];
        const visit = (node: unknown): void => {
          if (Array.isArray(node)) {
            node.forEach(visit);
            return;
          }
          if (!isNode(node)) return;
          const [definition] = (node.arguments ?? []) as unknown[];
          if (
            node.type === 'CallExpression' &&
            (node.callee as AstNode).name === 'defineEndpoint' &&
            isNode(definition) &&
            definition.type === 'ObjectExpression'
          ) {
            for (const property of definition.properties as AstNode[]) {
              const key = (property.key as AstNode | undefined)?.name as string | undefined;
              if (property.type === 'Property' && key && SERVER_ONLY_ENDPOINT_KEYS.has(key)) cuts.push([property.start, property.end, `${key}: undefined`]);
            }
          }
          Object.values(node).forEach(visit);
        };
        visit(parseSync(id, code, { lang: 'ts' }).program);
        if (cuts.length === 0) return null;
        let out = code;
        for (const [start, end, text] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + text + out.slice(end);
        return { code: out, map: null };
      },
    },
  };
}

/**
 * Chunking: React and the router, which every screen needs, go in one long-cached chunk. Everything
 * else the entry imports statically (rolldown's `$initial` tag: MUI's styling runtime, TanStack
 * Query, the shell) goes in the entry chunk: left to the automatic splitting, it came as about ten
 * chunks, split by which lazy chunks also use each module, and their seams cost up to 7 kB gzipped
 * on the first screen. The rest is split by use, so a library or component that only lazy screens
 * need (tables, charts, date pickers, dialogs) never lands in the first screen after sign-in
 * (scripts/check-bundle-size.mjs). A group that also pulled in its dependencies would drag shared
 * MUI code into the first screen.
 */
const chunkGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'initial', tags: ['$initial' as const] },
];

export default defineConfig({
  plugins: [clientEndpoints(), muiThemeWithoutCssVariables(), lazyTableImports(), react()],
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
