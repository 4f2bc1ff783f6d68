import { describe, expect, it } from 'vitest';
import { type ShareDesign, shareDecider } from './share.decider.ts';
import type { DesignShared } from './share.events.ts';

const now = Date.UTC(2026, 5, 20);

const given = (events: DesignShared[]) => events.reduce(shareDecider.evolve, shareDecider.initialState());
const when = (command: ShareDesign, events: DesignShared[] = []) => shareDecider.decide(command, given(events));

describe('share', () => {
  it('should record a share of a design on a platform', () => {
    expect(when(shareCommand())).toEqual([{ type: 'DesignShared', data: { ...shareCommand().data, at: now } }]);
  });

  it('should record nothing when the same share is asked again', () => {
    expect(when(shareCommand(), [{ type: 'DesignShared', data: { ...shareCommand().data, at: now - 1 } }])).toEqual([]);
  });
});

function shareCommand(): ShareDesign {
  return {
    type: 'ShareDesign',
    data: { shareId: 's1', designId: 'd1', sharerId: 'v1', platform: 'facebook' },
    metadata: { now },
  };
}
