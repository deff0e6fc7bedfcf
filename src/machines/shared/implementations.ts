/**
 * What a machine needs from the world, as a type: the actions, actors and guards it declares as
 * placeholders (they do nothing, or answer a neutral value) because src/app says how they meet
 * the world. Each machine exports `Needs<typeof itsMachine, {...}>` naming them; src/app provides
 * an object that `satisfies` it, so a forgotten `navigate` does not compile.
 */
import type { AnyStateMachine } from 'xstate';

type Implementations<M extends AnyStateMachine> = NonNullable<Parameters<M['provide']>[0]>;
type Kind = 'actions' | 'actors' | 'guards';
type Part<M extends AnyStateMachine, P extends Kind> = NonNullable<Implementations<M>[P]>;

/** The names a machine leaves to src/app, by kind. */
export type Placeholders<M extends AnyStateMachine> = {
  [P in Kind]?: keyof Part<M, P>;
};

/** The implementations of the named placeholders, every one required. */
export type Needs<M extends AnyStateMachine, N extends Placeholders<M>> = {
  [P in keyof N & Kind]-?: {
    [K in NonNullable<N[P]> & keyof Part<M, P>]-?: NonNullable<Part<M, P>[K]>;
  };
};
