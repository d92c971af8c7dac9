// For browser tests that check that an API answer changes nothing on screen: instead of sleeping
// after the answer and hoping the app is done with it, the test holds the answer, releases it
// inside React's act() and waits there until the app has read it and run what follows from the
// read (promise reactions only). Every React update that causes is committed when act() ends, so
// the screen the test then reads is the one after the answer, exactly.
import { act } from 'react';

export interface HeldAnswer {
  /** Resolves when the test releases the answer (the stub awaits it before answering). */
  readonly released: Promise<void>;
  /**
   * The stub's Response, to hand to the app: its body read by the app is what `handled` waits
   * for.
   */
  respond(response: Response): Response;
  /** Releases the answer and resolves once the app has handled it and React has committed. */
  handled(): Promise<void>;
}

export function holdAnswer(): HeldAnswer {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markRead!: () => void;
  const read = new Promise<void>((resolve) => {
    markRead = resolve;
  });
  return {
    released,
    respond(response) {
      for (const method of ['text', 'json', 'arrayBuffer', 'blob'] as const) {
        const original = response[method].bind(response) as () => Promise<unknown>;
        Object.defineProperty(response, method, {
          value: () => original().finally(markRead),
        });
      }
      return response;
    },
    async handled() {
      const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
      const previous = scope.IS_REACT_ACT_ENVIRONMENT;
      scope.IS_REACT_ACT_ENVIRONMENT = true;
      try {
        await act(async () => {
          release();
          await read;
          // What follows the read runs on promise reactions: all of it before the next task.
          await new Promise((resolve) => setTimeout(resolve, 0));
        });
      } finally {
        scope.IS_REACT_ACT_ENVIRONMENT = previous;
      }
    },
  };
}
