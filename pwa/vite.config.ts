/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './tools/precompress';
import { preloadStartSteps } from './tools/preload-start-steps';

const themeColor = '#1971c2';

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    VitePWA({
      // The app registers the worker itself (workbox-window) so it can hold updates back while a
      // form is dirty or changes wait to sync.
      injectRegister: false,
      registerType: 'prompt',
      strategies: 'generateSW',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Optolight',
        short_name: 'Optolight',
        description: 'Clinical records and eye training for vision and eye-muscle therapy.',
        lang: 'en-US',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#ffffff',
        theme_color: themeColor,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,ttf}'],
        // Guide images and the tutorial video are large and only needed on the help pages: cached
        // when first seen instead. The card provider's drop-in needs the network anyway.
        globIgnores: [
          'guide/**',
          '**/braintree*',
          '**/dropin*',
          '**/html2canvas*',
          '**/purify.es*',
          // Report fonts for further scripts (Chinese, Korean, Arabic, ...): NotoSansSC and
          // NotoSansKR are past the 2 MiB precache limit, and a report fetches one only when its
          // text needs it.
          '**/NotoSans[A-Z]*.ttf',
        ],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/guide/'),
            handler: 'CacheFirst',
            options: { cacheName: 'guide', expiration: { maxEntries: 20 } },
          },
          {
            // Kept once a report has fetched one, so the next report in that script prints
            // offline. Hashed names: a new font is a new file.
            urlPattern: ({ url }) => /\/assets\/NotoSans[A-Z][\w-]*\.ttf$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'report-fonts', expiration: { maxEntries: 10 } },
          },
          {
            // Avatars only: a signature is fetched with the session's token and is never kept.
            urlPattern: ({ url, request }) =>
              url.pathname.startsWith('/uploads/') && !request.headers.has('authorization'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'uploads', expiration: { maxEntries: 50 } },
          },
        ],
      },
    }),
    preloadStartSteps(),
    precompress({ fast: mode === 'test' }),
  ],
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // The workspace packages are pure schema modules; letting the bundler drop the unused ones
      // keeps the clinical schemas out of the sign-in screens' JavaScript.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/](domain|contract)[\\/]/.test(id),
      },
      output: {
        codeSplitting: {
          // Zod with its settings in one chunk: every chunk that builds a schema runs it first,
          // so the settings (src/lib/zod-config.ts) hold before the first schema is made.
          groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]zod-config\.ts$/ }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
}));
