import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // A first render loads MUI and the screen's chunks: seconds on a loaded 2-core machine, so more than vitest's 5 s.
    testTimeout: 20_000,
    setupFiles: [fileURLToPath(new URL('./test/setup.ts', import.meta.url))],
  },
});
