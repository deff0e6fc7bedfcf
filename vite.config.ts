/// <reference types="vitest/config" />
import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * A malformed percent-encoding (e.g. /category/%E0%A4%A) must reach the app, which shows its 404
 * page; Vite's own servers would answer 400 before the SPA fallback. Real static hosts are
 * configured the same way (serve index.html for every unknown path).
 */
const malformedUrlsToSpa: Connect.NextHandleFunction = (req, _res, next) => {
  try {
    decodeURI(req.url ?? '/');
  } catch {
    req.url = '/index.html';
  }
  next();
};
function spaFallbackForMalformedUrls(): Plugin {
  return {
    name: 'startklar:malformed-url-fallback',
    configureServer: (server) => void server.middlewares.use(malformedUrlsToSpa),
    configurePreviewServer: (server) => void server.middlewares.use(malformedUrlsToSpa),
  };
}

export default defineConfig({
  plugins: [
    spaFallbackForMalformedUrls(),
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
  ],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: { target: 'es2022', sourcemap: false },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'tests/lint-fixtures/**', 'node_modules/**'],
    environment: 'node',
    // Node 20 has no global WebSocket; supabase-js's createClient needs one.
    execArgv: ['--experimental-websocket'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    setupFiles: ['tests/setup.ts'],
  },
});
