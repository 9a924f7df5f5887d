import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/client',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // `.vite/manifest.json` maps source files to chunks: the browser tests read it to prove
    // the customer portal never downloads the admin chunks. The server does not serve it.
    manifest: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:5000' },
  },
});
