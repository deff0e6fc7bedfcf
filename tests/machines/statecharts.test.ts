import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * The visual state charts for QA: every machine in src/machines rendered as a Mermaid
 * stateDiagram in docs/statecharts.md (GitHub and most Markdown viewers draw it). The file is a
 * snapshot: when a machine changes, this test fails until the document is regenerated with
 * `npx vitest run tests/machines/statecharts.test.ts -u`, so the charts QA reads are never stale.
 */
const modules = import.meta.glob('../../src/machines/*.ts', { eager: true }) as Record<
  string,
  Record<string, unknown>
>;

function isMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    'provide' in value &&
    'getInitialSnapshot' in value
  );
}

const id = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9]/g, '_');

function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `${error[1]} failed`;
  const doneState = /^xstate\.done\.state\./.exec(eventType);
  if (doneState) return 'done';
  return eventType;
}

function guardLabel(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    return ` [${String((guard as { type: unknown }).type)}]`;
  }
  return ' [guard]';
}

function renderNode(node: AnyStateNode, depth: number, lines: string[]): void {
  const pad = '  '.repeat(depth);
  const children = Object.values(node.states) as AnyStateNode[];
  for (const child of children) {
    const grandChildren = Object.values(child.states);
    const label = child.type === 'final' ? `${child.key} (final)` : child.key;
    if (grandChildren.length > 0) {
      lines.push(`${pad}state "${label}" as ${id(child)} {`);
      renderNode(child, depth + 1, lines);
      lines.push(`${pad}}`);
    } else {
      lines.push(`${pad}state "${label}" as ${id(child)}`);
    }
  }
  if (node.initial && children.length > 0) {
    const target = node.initial.target[0];
    if (target) lines.push(`${pad}[*] --> ${id(target)}`);
  }
  for (const child of children) {
    const transitions = [...child.transitions.values()].flat();
    for (const t of [...transitions, ...(child.always ?? [])]) {
      const label = `${eventLabel(t.eventType)}${guardLabel(t.guard)}`.replace(/:/g, '∶');
      for (const target of t.target ?? [child]) {
        lines.push(`${pad}${id(child)} --> ${id(target)} : ${label}`);
      }
    }
    if (child.type === 'final') lines.push(`${pad}${id(child)} --> [*]`);
  }
}

function mermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  renderNode(machine.root, 1, lines);
  const first = Object.values(machine.root.states)[0] as AnyStateNode | undefined;
  // A machine of one state (the root's own transitions only, e.g. the clock) is drawn as one node.
  if (first === undefined) lines.push(`  state "${machine.id}" as ${id(machine.root)}`);
  const rootEvents = [...machine.root.transitions.values()].flat();
  for (const t of rootEvents) {
    lines.push(
      `  note right of ${id(first ?? machine.root)} : any state, ${eventLabel(t.eventType)}${guardLabel(t.guard)}`,
    );
  }
  return lines.join('\n');
}

describe('state charts for QA', () => {
  it('finds each machine once: a provided copy is exported inside an object, not on its own', () => {
    // /statecharts draws every exported machine, one section per id (two of one id: two
    // landmarks of one name, and one chart twice in docs/statecharts.md).
    const ids = Object.values(modules).flatMap((exports) =>
      Object.values(exports).flatMap((value) => (isMachine(value) ? [value.id] : [])),
    );
    expect(ids.filter((machineId, index) => ids.indexOf(machineId) !== index)).toEqual([]);
  });

  it('docs/statecharts.md shows every machine', async () => {
    const machines = Object.entries(modules)
      .flatMap(([path, exports]) =>
        Object.entries(exports)
          .filter(([, value]) => isMachine(value))
          .map(([name, value]) => ({
            file: path.replace('../../', ''),
            name,
            machine: value as AnyStateMachine,
          })),
      )
      .sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
    expect(machines.length).toBeGreaterThan(1);
    const doc = [
      '# State charts',
      '',
      'Generated from the machines in `src/machines` by `tests/machines/statecharts.test.ts`.',
      'Regenerate after changing a machine: `npx vitest run tests/machines/statecharts.test.ts -u`.',
      '',
      ...machines.flatMap(({ file, name, machine }) => [
        `## ${machine.id} (\`${name}\` in \`${file}\`)`,
        '',
        '```mermaid',
        mermaid(machine),
        '```',
        '',
      ]),
    ].join('\n');
    await expect(doc).toMatchFileSnapshot('../../docs/statecharts.md');
  });
});
