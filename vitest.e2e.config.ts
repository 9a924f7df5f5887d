import { defineConfig } from 'vitest/config';

// Browser tests: the real server in-process and Debian's Chromium. They need a built client
// (`npx vite build`; `npm test` builds it first). One file at a time: each starts a server
// and a browser of its own.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
