import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Chunking: React and the router, which every screen needs, in one long-cached chunk; libraries only
 * some screens need (tables, charts, date pickers) in their own chunks. Everything else is split by
 * use, so a component only a lazy page needs never lands in the first screen after sign-in
 * (checked by scripts/check-bundle-size.mjs).
 */
const chunkGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
  { name: 'vendor-table', test: /node_modules[\\/](material-react-table|@tanstack[\\/](react-table|table-core|react-virtual|virtual-core|match-sorter-utils))[\\/]/, priority: 20 },
  { name: 'vendor-charts', test: /node_modules[\\/]@mui[\\/](x-charts|x-charts-vendor|x-internal-gestures)[\\/]/, priority: 20 },
  { name: 'vendor-date-pickers', test: /node_modules[\\/]@mui[\\/]x-date-pickers[\\/]/, priority: 20 },
];

export default defineConfig({
  plugins: [react()],
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
    },
  },
});
