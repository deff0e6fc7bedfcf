import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyStateMachine } from 'xstate';
import { activeStateIds, type Diagram } from '../../statecharts/diagram';
import { actorsOf, type InspectionBus, type LiveActor } from '../../statecharts/inspection';
import type { MachineEntry } from '../../statecharts/machines';
import { machinePaths, type MachinePaths } from '../../statecharts/playback';
import { playbackMachine, samePlayback, selectPlayback } from '../../statecharts/playbackMachine';
import { Button } from '../../ui/Button/Button';
import {
  DiagramView,
  NO_HIGHLIGHT,
  stateName,
  type FocusItem,
  type Highlight,
} from './DiagramView';
import { useDiagramLayout, useLiveActors, useSeen } from './hooks';
import * as s from './statecharts.css';

/** Starts a download of the machine's `toJSON()` definition (for Stately's editor). */
function exportJson(machine: AnyStateMachine): void {
  const json = JSON.stringify(machine.toJSON(), null, 2);
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${machine.id}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

const showValue = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

/**
 * One machine: its diagram, the details of the focused state or transition, the running actors
 * of it (current state highlighted, last transition flashing, recent events) and its
 * model-based test paths, playable step by step.
 */
export function MachineChart({
  entry,
  bus,
  headingLevel = 2,
  stacked = false,
  drawNow = false,
  onReady,
}: {
  entry: MachineEntry;
  bus: InspectionBus | null;
  headingLevel?: 2 | 3;
  stacked?: boolean;
  /** Draw at once, not only when scrolled into view (printing, the panel). */
  drawNow?: boolean;
  onReady?: (machineId: string) => void;
}) {
  const { machine } = entry;
  const [section, setSection] = useState<HTMLElement | null>(null);
  const seen = useSeen(section, drawNow);
  const { diagram, layout } = useDiagramLayout(machine, seen);
  useEffect(() => {
    if (layout.status !== 'loading') onReady?.(machine.id);
  }, [layout.status, machine.id, onReady]);
  const [selected, setSelected] = useState<FocusItem | null>(null);
  const live = useLiveActors(bus);
  const running = useMemo(() => actorsOf(live, machine.id), [live, machine.id]);
  const [actorId, setActorId] = useState<string | null>(null);
  const actor = running.find((a) => a.sessionId === actorId) ?? running[0] ?? null;
  const player = useActorRef(playbackMachine);
  const playback = useSelector(player, selectPlayback, samePlayback);
  const [paths, setPaths] = useState<MachinePaths | { error: string } | null>(null);

  const step =
    playback && paths && 'paths' in paths
      ? (paths.paths[playback.path]?.steps[playback.step] ?? null)
      : null;

  const highlight: Highlight = useMemo(() => {
    if (!actor && !step) return NO_HIGHLIGHT;
    return {
      active: new Set(actor ? activeStateIds(machine, actor.value) : []),
      flash: actor?.lastStep
        ? { seq: actor.lastStep.seq, keys: new Set(actor.lastStep.keys) }
        : null,
      step: step ? { states: new Set(step.activeIds), keys: new Set(step.keys) } : null,
    };
  }, [actor, step, machine]);

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const label = `Tillståndsdiagram för ${machine.id}`;

  return (
    <section
      ref={setSection}
      className={stacked ? undefined : s.machine}
      aria-labelledby={`chart-${machine.id}`}
      data-chart={machine.id}
      data-layout={seen ? layout.status : 'waiting'}
    >
      <div className={s.machineHeader}>
        <div>
          <Heading id={`chart-${machine.id}`} className={s.machineTitle}>
            {machine.id}
          </Heading>
          <p className={s.meta}>
            <span className={s.code}>{entry.exportName}</span> i{' '}
            <span className={s.code}>{entry.file}</span> · {diagram.states.length} tillstånd ·{' '}
            {diagram.transitions.length} övergångar
          </p>
        </div>
        <div className={s.noPrint}>
          <Button variant="secondary" size="sm" onPress={() => exportJson(machine)}>
            Exportera JSON
          </Button>
        </div>
      </div>
      <div className={stacked ? s.machineBodyStacked : s.machineBody}>
        <div>
          {layout.status === 'ready' ? (
            <DiagramView
              diagram={diagram}
              layout={layout.layout}
              highlight={highlight}
              selected={selected}
              onSelect={setSelected}
              label={label}
              readableScale={stacked ? 0.6 : undefined}
            />
          ) : (
            <p className={s.status} role="status">
              {!seen
                ? 'Diagrammet ritas när du skrollar hit.'
                : layout.status === 'loading'
                  ? 'Ritar diagrammet…'
                  : `Diagrammet kunde inte ritas: ${layout.message}`}
            </p>
          )}
        </div>
        <div className={s.aside}>
          <Box title="Detaljer" level={Sub}>
            <Details diagram={diagram} item={selected} />
          </Box>
          <Box title="Live" level={Sub}>
            <LiveView
              actors={running}
              actor={actor}
              enabled={bus !== null}
              machineId={machine.id}
              onChoose={setActorId}
            />
          </Box>
          <Box title="Testvägar" level={Sub}>
            <PathsView
              paths={paths}
              player={player}
              onGenerate={() => {
                try {
                  setPaths(machinePaths(machine));
                } catch (error) {
                  setPaths({ error: error instanceof Error ? error.message : String(error) });
                }
              }}
            />
          </Box>
        </div>
      </div>
    </section>
  );
}

function Box({
  title,
  level: Level,
  children,
}: {
  title: string;
  level: 'h3' | 'h4';
  children: ReactNode;
}) {
  return (
    <div className={s.box}>
      <Level className={s.boxTitle}>{title}</Level>
      {children}
    </div>
  );
}

function Details({ diagram, item }: { diagram: Diagram; item: FocusItem | null }) {
  const states = new Map(
    [diagram.root, ...diagram.states].map((state) => [state.id, state] as const),
  );
  const name = (id: string) => {
    const state = states.get(id);
    return state ? stateName(state) || diagram.machineId : id;
  };
  let body: ReactNode = (
    <p className={s.muted}>Välj ett tillstånd eller en övergång (Tabb eller klick).</p>
  );
  if (item?.kind === 'state') {
    const state = states.get(item.id);
    if (state) {
      const outgoing = diagram.transitions.filter((t) => t.sourceId === state.id);
      body = (
        <dl className={s.defs}>
          <dt>Tillstånd</dt>
          <dd className={s.code}>{name(state.id)}</dd>
          <dt>Sort</dt>
          <dd>{KIND[state.kind]}</dd>
          {state.initialId ? (
            <>
              <dt>Initialt</dt>
              <dd className={s.code}>{name(state.initialId)}</dd>
            </>
          ) : null}
          {state.invokes.length > 0 ? (
            <>
              <dt>Startar</dt>
              <dd className={s.code}>{state.invokes.join(', ')}</dd>
            </>
          ) : null}
          {state.entry.length > 0 ? (
            <>
              <dt>Vid inträde</dt>
              <dd className={s.code}>{state.entry.join(', ')}</dd>
            </>
          ) : null}
          {state.exit.length > 0 ? (
            <>
              <dt>Vid utträde</dt>
              <dd className={s.code}>{state.exit.join(', ')}</dd>
            </>
          ) : null}
          {state.tags.length > 0 ? (
            <>
              <dt>Taggar</dt>
              <dd>{state.tags.join(', ')}</dd>
            </>
          ) : null}
          {state.description ? (
            <>
              <dt>Beskrivning</dt>
              <dd>{state.description}</dd>
            </>
          ) : null}
          <dt>Övergångar ut</dt>
          <dd className={s.code}>
            {outgoing.length === 0 ? '–' : outgoing.map((t) => t.event).join(', ')}
          </dd>
        </dl>
      );
    }
  } else if (item?.kind === 'transition') {
    const t = diagram.transitions.find((candidate) => candidate.key === item.key);
    if (t) {
      body = (
        <dl className={s.defs}>
          <dt>Händelse</dt>
          <dd className={s.code}>{t.eventType || 'always (utan händelse)'}</dd>
          <dt>Från</dt>
          <dd className={s.code}>{name(t.sourceId)}</dd>
          <dt>Till</dt>
          <dd className={s.code}>
            {t.targetless ? 'stannar (ingen måltillstånd)' : t.targetIds.map(name).join(', ')}
          </dd>
          {t.delay ? (
            <>
              <dt>Fördröjning</dt>
              <dd>{t.delay}</dd>
            </>
          ) : null}
          <dt>Villkor</dt>
          <dd className={s.code}>{t.guard ?? '–'}</dd>
          <dt>Åtgärder</dt>
          <dd className={s.code}>{t.actions.length > 0 ? t.actions.join(', ') : '–'}</dd>
          {t.reenter ? (
            <>
              <dt>Återinträde</dt>
              <dd>ja</dd>
            </>
          ) : null}
        </dl>
      );
    }
  }
  return <div aria-live="polite">{body}</div>;
}

const KIND: Record<string, string> = {
  atomic: 'enkelt',
  compound: 'sammansatt',
  parallel: 'parallellt',
  final: 'slutläge',
  history: 'historik',
};

const time = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function LiveView({
  actors,
  actor,
  enabled,
  machineId,
  onChoose,
}: {
  actors: readonly LiveActor[];
  actor: LiveActor | null;
  enabled: boolean;
  machineId: string;
  onChoose: (sessionId: string) => void;
}) {
  const [, tick] = useState(0);
  // A stopped actor reports no snapshot: look again now and then.
  useEffect(() => {
    if (!actor) return;
    const timer = setInterval(() => tick((n) => n + 1), 2_000);
    return () => clearInterval(timer);
  }, [actor]);
  if (!enabled) return <p className={s.muted}>Live-läget är avstängt i det här bygget.</p>;
  if (!actor)
    return (
      <p className={s.muted} data-live-actor="none">
        Ingen aktör av {machineId} körs i den här fliken just nu.
      </p>
    );
  const status = actor.ref.getSnapshot().status as string;
  return (
    <div data-live-actor={actor.id} data-live-value={showValue(actor.value)}>
      {actors.length > 1 ? (
        <>
          <label className={s.label} htmlFor={`live-${machineId}`}>
            Aktör
          </label>
          <select
            id={`live-${machineId}`}
            className={s.select}
            value={actor.sessionId}
            onChange={(event) => onChoose(event.target.value)}
          >
            {actors.map((a) => (
              <option key={a.sessionId} value={a.sessionId}>
                {a.systemId ?? a.id} ({a.sessionId}){a.status === 'active' ? '' : ` – ${a.status}`}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <dl className={s.defs}>
        <dt>Aktör</dt>
        <dd className={s.code}>
          {actor.systemId ?? actor.id}
          {actor.parentId ? ` (barn till ${actor.parentId})` : ''}
        </dd>
        <dt>Status</dt>
        <dd>{status === 'active' ? 'körs' : status}</dd>
        <dt>Nu i</dt>
        <dd className={s.code}>{showValue(actor.value)}</dd>
      </dl>
      <p className={s.muted} style={{ margin: '0.5rem 0 0.25rem' }}>
        Senaste händelser
      </p>
      <ol className={s.log} aria-label={`Senaste händelser för ${actor.systemId ?? actor.id}`}>
        {[...actor.log].reverse().map((entry) => (
          <li key={entry.seq}>
            {time(entry.at)} {entry.type}
            {entry.from ? ` ← ${entry.from}` : ''}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The test paths and their playback (all its behaviour in `playbackMachine`). */
function PathsView({
  paths,
  player,
  onGenerate,
}: {
  paths: MachinePaths | { error: string } | null;
  player: ActorRefFrom<typeof playbackMachine>;
  onGenerate: () => void;
}) {
  const playback = useSelector(player, selectPlayback, samePlayback);
  const auto = useSelector(player, (snapshot) => snapshot.matches({ open: 'playing' }));
  const list = paths && 'paths' in paths ? paths.paths : [];
  const current = playback ? list[playback.path] : undefined;
  const last = current ? current.steps.length - 1 : 0;

  if (paths === null) {
    return (
      <div>
        <p className={s.muted}>
          Vägarna genereras med samma generator som de modellbaserade testerna (coveringPaths), med
          händelserna som maskinens definition namnger.
        </p>
        <Button variant="secondary" size="sm" onPress={onGenerate}>
          Visa testvägar
        </Button>
      </div>
    );
  }
  if ('error' in paths) return <p>Testvägarna kunde inte genereras: {paths.error}</p>;
  return (
    <div>
      <p className={s.muted}>
        {paths.paths.length} vägar · tillstånd {paths.statesReached}/{paths.statesTotal} ·
        övergångar {paths.transitionsTaken}/{paths.transitionsTotal} nådda med definitionens
        händelser (testerna skickar även nyttolaster och aktörssvar).
      </p>
      {current && playback ? (
        <div className={s.box} style={{ marginTop: '0.5rem' }}>
          <p style={{ margin: 0 }} aria-live="polite">
            Steg {playback.step + 1} av {current.steps.length}:{' '}
            <span className={s.code}>{current.steps[playback.step]?.event}</span>
          </p>
          <div className={s.toolbar} style={{ marginTop: '0.5rem', marginBottom: 0 }}>
            <Button
              variant="secondary"
              size="sm"
              isDisabled={playback.step === 0}
              onPress={() => player.send({ type: 'playback.previous' })}
            >
              Föregående
            </Button>
            <Button
              variant="secondary"
              size="sm"
              isDisabled={playback.step >= last}
              onPress={() => player.send({ type: 'playback.next' })}
            >
              Nästa
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => player.send({ type: 'playback.toggle' })}
            >
              {auto ? 'Pausa' : 'Spela upp'}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onPress={() => player.send({ type: 'playback.close' })}
            >
              Stäng
            </Button>
          </div>
        </div>
      ) : null}
      <ol className={s.pathList}>
        {paths.paths.map((path, index) => (
          <li key={index}>
            <button
              type="button"
              className={s.pathButton}
              aria-current={playback?.path === index ? 'true' : undefined}
              onClick={() =>
                player.send({ type: 'playback.choose', path: index, steps: path.steps.length })
              }
            >
              {index + 1}. {path.title}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
