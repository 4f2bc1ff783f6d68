import type { Command, Decider } from '../command/decider.ts';
import type { ContactMessageSent, Sealed } from './identity.events.ts';

export type SendContactMessage = Command<
  'SendContactMessage',
  { messageId: string; personal: Sealed; userId: string | null }
>;

/** A contact message is its own stream: sent once, never changed. */
export const contactDecider: Decider<{ sent: boolean }, SendContactMessage, ContactMessageSent> = {
  initialState: () => ({ sent: false }),
  evolve: () => ({ sent: true }),
  decide: (command, state) =>
    state.sent ? [] : [{ type: 'ContactMessageSent', data: { ...command.data, at: command.metadata.now } }],
};
