import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Proves that the layer rules of architecture.md are enforced by `npm run lint`: each fixture is
 * linted as if it lived at the mirrored path under src/.
 */
const fixtures = import.meta.glob('../lint-fixtures/src/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const eslint = new ESLint({ cwd: process.cwd() });

async function lintAs(fixture: string): Promise<string[]> {
  const code = fixtures[`../lint-fixtures/src/${fixture}`];
  if (code === undefined) throw new Error(`missing fixture ${fixture}`);
  const [result] = await eslint.lintText(code, { filePath: `src/${fixture}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const restricted = ['no-restricted-imports', '@typescript-eslint/no-restricted-imports'];

describe('layer rules', () => {
  it.each([
    'routes/route-imports-service.tsx',
    'routes/route-imports-supabase.tsx',
    'machines/machine-imports-react.ts',
    'machines/machine-imports-router.ts',
    'ui/ui-imports-machine.tsx',
    'services/service-imports-machine.ts',
    'content/content-imports-react.ts',
    'mocks/mock-imports-service-value.ts',
    'mocks/mock-imports-pglite.ts',
    'mocks/mock-imports-content.ts',
    'components/component-imports-service.tsx',
    'statecharts/statecharts-imports-react.ts',
    'machines/machine-imports-statecharts.ts',
    'components/component-imports-page.tsx',
    'pages/page-imports-route.tsx',
    'pages/page-imports-service.tsx',
  ])('rejects the forbidden import in %s', async (fixture) => {
    const rules = await lintAs(fixture);
    expect(rules.some((rule) => restricted.includes(rule))).toBe(true);
  });

  it.each([
    ['routes/route-reads-storage.tsx', 'no-restricted-globals'],
    ['components/component-sets-title.tsx', 'no-restricted-properties'],
    ['machines/machine-reads-window.ts', 'no-restricted-globals'],
    ['routes/route-renders-raw-form.tsx', 'no-restricted-syntax'],
  ])('rejects storage, window, document.title and raw forms in %s', async (fixture, rule) => {
    expect(await lintAs(fixture)).toContain(rule);
  });

  it.each([
    'routes/route-imports-machine-ok.tsx',
    'mocks/mock-imports-service-type-ok.ts',
    'components/component-imports-ui-ok.tsx',
    'statecharts/statecharts-imports-machine-ok.ts',
    'routes/route-imports-page-ok.tsx',
    // src/content/pages is content, not the pages layer.
    'components/component-imports-content-pages-ok.tsx',
  ])('allows the permitted import in %s', async (fixture) => {
    const rules = await lintAs(fixture);
    expect(rules.filter((rule) => restricted.includes(rule))).toEqual([]);
  });
});
