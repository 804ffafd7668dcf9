import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './graphql-documents.ts';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** API the dev server forwards to (`npm run dev -w web` next to `npm start`). */
const api = process.env.STRIDE_API ?? 'http://127.0.0.1:4000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [graphqlDocuments(path.join(import.meta.dirname, 'src')), react()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: {
    // graphql is not used by the browser bundle; keep Node's single copy rule out of the web build.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    sourcemap: true,
    reportCompressedSize: false,
    // plotly.js's basic bundle (about 1.1 MB) is one chunk, loaded only with the first chart.
    chunkSizeWarningLimit: 1600,
  },
  server: {
    proxy: { '/graphql': { target: api, ws: true }, '/downloads': { target: api } },
  },
});
