import type { Command, Decider } from '../command/decider.ts';
import type { DesignShared } from './share.events.ts';

export type ShareState = { shared: boolean };

export type ShareDesign = Command<'ShareDesign', Omit<DesignShared['data'], 'at'>>;

/** A share is recorded once; the same request retried finds it recorded and adds nothing. */
export const shareDecider: Decider<ShareState, ShareDesign, DesignShared> = {
  initialState: () => ({ shared: false }),
  evolve: () => ({ shared: true }),
  decide(command, state) {
    switch (command.type) {
      case 'ShareDesign':
        return state.shared ? [] : [{ type: 'DesignShared', data: { ...command.data, at: command.metadata.now } }];
      default: {
        const unknown: never = command.type;
        throw new Error(`Unknown command ${String(unknown)}`);
      }
    }
  },
};
