// Builds the studio (renderer/) into dist/renderer, served by the server at /admin. Two pages:
// index.html (the studio) and graphiql.html (GraphiQL alone, served at GET /graphql in development).
// `npm run dev` runs the Vite dev server with the admin API, content API, GraphQL and uploads
// proxied to a running `tessera serve` (TESSERA_URL, default http://127.0.0.1:1337).
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('./renderer/', import.meta.url));
const server = process.env.TESSERA_URL ?? 'http://127.0.0.1:1337';
const proxied = ['/admin/api', '/admin/login', '/api', '/graphql', '/uploads'];

export default defineConfig({
  root,
  base: '/admin/',
  plugins: [react()],
  experimental: {
    // The server may be mounted under a path (`app.use('/cms', tessera.express())`): URLs that scripts
    // load (chunk preloads) follow the path the server hands the page; CSS refers to its assets
    // relatively; the server moves the pages' own /admin/ URLs.
    renderBuiltUrl(filename, { hostType }) {
      if (hostType === 'js')
        return { runtime: `(window.__TESSERA_BASE__ || '') + ${JSON.stringify(`/admin/${filename}`)}` };
      if (hostType === 'css') return { relative: true };
      return undefined;
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/renderer/', import.meta.url)),
    emptyOutDir: true,
    // GraphiQL and Monaco are large but load only on the GraphQL pages.
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      input: { index: `${root}index.html`, graphiql: `${root}graphiql.html` },
      // GraphiQL's react-compiler output starts modules with "use no memo"; bundling drops it, harmlessly.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  // Scope the dependency scan to our own entries (see research §4.4: a stray entry that imports
  // graphiql/setup-workers/vite breaks the dev server).
  optimizeDeps: { entries: ['index.html', 'graphiql.html'] },
  server: {
    port: Number(process.env.STUDIO_PORT ?? 5173),
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: server, changeOrigin: false }])),
  },
});
