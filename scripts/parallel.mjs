/**
 * Runs npm scripts side by side and prints each one's output when it ends (not interleaved):
 * `node scripts/parallel.mjs lint typecheck`. Fails when any of them fails. `npm test` uses it for
 * the checks that each keep one core busy (ESLint with Prettier, and tsc), which on a two-core
 * machine take the time of the longer one instead of both.
 */
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script>...');
  process.exit(2);
}

const codes = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
        child.on('close', (code) => {
          process.stdout.write(Buffer.concat(output));
          if (code !== 0) console.error(`npm run ${name} failed (exit ${code ?? 'signal'})`);
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exitCode = codes.every((code) => code === 0) ? 0 : 1;
