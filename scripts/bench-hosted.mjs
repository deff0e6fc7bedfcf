/**
 * The bench's hosted site (scripts/bench.mjs): `vite preview` of dist/ over HTTPS with the
 * throwaway certificate the bench made, in a process of its own like the other preview servers.
 *
 *   node scripts/bench-hosted.mjs <port> <key.pem> <cert.pem>
 */
import { readFileSync } from 'node:fs';
import { preview } from 'vite';

const [, , port, key, cert] = process.argv;
await preview({
  root: new URL('..', import.meta.url).pathname,
  logLevel: 'error',
  preview: {
    port: Number(port),
    strictPort: true,
    https: { key: readFileSync(key), cert: readFileSync(cert) },
  },
});
