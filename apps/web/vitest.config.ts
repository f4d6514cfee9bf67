import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['apps/web/test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    passWithNoTests: true,
  },
});
