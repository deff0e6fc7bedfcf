import { useMemo, useState } from 'react';
import { actorsOf, type InspectionBus } from '../../statecharts/inspection';
import { MACHINES } from '../../statecharts/machines';
import { Button } from '../../ui/Button/Button';
import { useLiveActors } from './hooks';
import { MachineChart } from './MachineChart';
import * as s from './statecharts.css';

/**
 * The live statechart view as a panel over the running app: one machine at a time, by default
 * the one whose actor started last (the page QA is on), so clicking through the site shows the
 * chart of the page being used.
 */
export default function StatechartsPanel({
  bus,
  onClose,
}: {
  bus: InspectionBus;
  onClose: () => void;
}) {
  const live = useLiveActors(bus);
  const [chosen, setChosen] = useState<string | null>(null);
  const latest = live.find((actor) => actor.status === 'active' && actor.parentId === null);
  const fallback = latest?.machine.id ?? 'cookieConsent';
  const machineId = chosen ?? fallback;
  const entry = MACHINES.find(({ machine }) => machine.id === machineId) ?? MACHINES[0];
  const running = useMemo(
    () =>
      new Set(
        MACHINES.filter(({ machine }) => actorsOf(live, machine.id).length > 0).map(
          ({ machine }) => machine.id,
        ),
      ),
    [live],
  );
  return (
    <aside id="statecharts-panel" className={s.panel} aria-label="Tillståndsdiagram (live)">
      <div className={s.panelHeader}>
        <h2 className={s.panelTitle}>Tillståndsdiagram (live)</h2>
        <Button variant="ghost" size="sm" onPress={onClose}>
          Stäng
        </Button>
      </div>
      <label className={s.label} htmlFor="statecharts-machine">
        Maskin
      </label>
      <select
        id="statecharts-machine"
        className={s.select}
        value={entry?.machine.id}
        onChange={(event) => setChosen(event.target.value)}
      >
        {MACHINES.map(({ machine }) => (
          <option key={machine.id} value={machine.id}>
            {machine.id}
            {running.has(machine.id) ? ' ● körs' : ''}
          </option>
        ))}
      </select>
      <p className={s.meta} style={{ margin: '0.5rem 0 1rem' }}>
        <a href="/statecharts">Alla maskiner på en sida</a>
      </p>
      {entry ? (
        <MachineChart
          key={entry.machine.id}
          entry={entry}
          bus={bus}
          headingLevel={3}
          stacked
          drawNow
        />
      ) : null}
    </aside>
  );
}
