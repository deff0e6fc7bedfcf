import type { InspectionBus } from '../../statecharts/inspection';
import { MACHINES } from '../../statecharts/machines';
import { MachineChart } from './MachineChart';
import * as s from './statecharts.css';

/** /statecharts: every machine of src/machines, drawn from its definition, live. */
export default function StatechartsPage({ bus }: { bus: InspectionBus | null }) {
  return (
    <div className={s.page} data-statecharts-page="">
      <h1>Tillståndsdiagram</h1>
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
        <MachineChart key={entry.machine.id} entry={entry} bus={bus} />
      ))}
    </div>
  );
}
