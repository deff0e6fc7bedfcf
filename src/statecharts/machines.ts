/**
 * Every machine of src/machines, found by looking at what each file exports: a new machine file
 * appears on /statecharts without anyone listing it.
 */
import type { AnyStateMachine } from 'xstate';
import { isStateMachine } from './diagram';

export interface MachineEntry {
  /** `src/machines/login.ts` */
  file: string;
  /** The export's name: `loginMachine`. */
  exportName: string;
  machine: AnyStateMachine;
}

const modules = import.meta.glob('../machines/*.ts', { eager: true }) as Record<
  string,
  Record<string, unknown>
>;

export const MACHINES: readonly MachineEntry[] = Object.entries(modules)
  .flatMap(([path, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, AnyStateMachine] => isStateMachine(entry[1]))
      .map(([exportName, machine]) => ({
        file: path.replace('../', 'src/'),
        exportName,
        machine,
      })),
  )
  .sort((a, b) => a.machine.id.localeCompare(b.machine.id));
