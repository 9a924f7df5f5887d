import { defineConfig } from 'vitest/config';

// Browser tests: the real server in-process and Debian's Chromium. They need a built client
// (`npx vite build`; `npm test` builds it first). Each file starts a server and a browser of
// its own, so two files run at once: most of a browser test is waiting, and on CI's two cores
// two at a time took the suite from 15 to 11 minutes.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
