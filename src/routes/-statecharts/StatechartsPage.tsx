import { useCallback, useEffect, useState } from 'react';
import type { InspectionBus } from '../../statecharts/inspection';
import { MACHINES } from '../../statecharts/machines';
import { Button } from '../../ui/Button/Button';
import { MachineChart } from './MachineChart';
import * as s from './statecharts.css';

/** /statecharts: every machine of src/machines, drawn from its definition, live. */
export default function StatechartsPage({ bus }: { bus: InspectionBus | null }) {
  // Printing draws every chart first (they are otherwise drawn as they scroll into view).
  const [printing, setPrinting] = useState(false);
  const [ready, setReady] = useState<ReadonlySet<string>>(new Set());
  const onReady = useCallback(
    (id: string) => setReady((current) => (current.has(id) ? current : new Set([...current, id]))),
    [],
  );
  useEffect(() => {
    if (!printing || ready.size < MACHINES.length) return;
    setPrinting(false);
    window.print();
  }, [printing, ready]);

  return (
    <div className={s.page} data-statecharts-page="">
      <div className={s.machineHeader}>
        <h1 className={s.pageTitle}>Tillståndsdiagram</h1>
        <div className={s.noPrint}>
          <Button variant="secondary" isPending={printing} onPress={() => setPrinting(true)}>
            {printing ? 'Ritar alla diagram…' : 'Skriv ut alla diagram'}
          </Button>
        </div>
      </div>
      <p className={s.intro}>
        Varje maskin i <span className={s.code}>src/machines</span>, ritad från sin egen definition.
        Tillståndet hos aktörerna som körs i den här fliken är markerat (● grönt), och övergången
        som just togs blinkar. Tabba till ett tillstånd eller en övergång för detaljer; dra eller
        skrolla för att panorera, + och − zoomar.
      </p>
      <nav aria-label="Maskiner">
        <ul className={s.toc}>
          {MACHINES.map(({ machine }) => (
            <li key={machine.id}>
              <a href={`#chart-${machine.id}`}>{machine.id}</a>
            </li>
          ))}
        </ul>
      </nav>
      {MACHINES.map((entry) => (
        <MachineChart
          key={entry.machine.id}
          entry={entry}
          bus={bus}
          drawNow={printing}
          onReady={onReady}
        />
      ))}
    </div>
  );
}
