import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The SPA build: index.html at the repository root, sources in src/web, output in dist/web (served by
 * scripts/start.ts). Every route is lazy, so the entry chunk holds only the shell (providers, router, layout).
 */
export default defineConfig({
  publicDir: 'public',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: lets e2e/tools/initial-js.ts find what the first page of each route loads.
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    // `npx vite` alone: forward API and realtime calls to a running `npm start` (port 8080 by default).
    proxy: {
      '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080',
      '/socket.io': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080', ws: true },
    },
  },
  // `vite preview` would inherit the dev proxy; the preview serves the SPA alone (the API comes with `npm start`).
  preview: { proxy: {} },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      strategies: 'generateSW',
      filename: 'sw.js',
      // globPatterns below already precaches public/ (icons, theme-init.js); listing them again would duplicate.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Ideaforge',
        short_name: 'Ideaforge',
        description: 'Shape a raw software idea into six product documents with an AI guide.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#0c0a09',
        theme_color: '#c2410c',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // Web Push and notification clicks (public/push-sw.js).
        importScripts: ['/push-sw.js'],
        navigateFallback: '/index.html',
        // The API, realtime and auth callbacks must always reach the server, never the cached shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//],
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
      },
      devOptions: { enabled: false },
    }),
  ],
});
