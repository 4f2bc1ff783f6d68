import { describe, expect, it } from 'vitest';
import { defaultMapDetails, paintTargets } from '../../../../../events/schemas/design.ts';
import { currentEntry, designEditor, type EditorAction, type EditorState, initialEditor } from './design-editor.ts';

const run = (...actions: EditorAction[]): EditorState => actions.reduce(designEditor, initialEditor);

describe('the configurator design editor', () => {
  describe('in full-car mode', () => {
    it('should paint all ten targets with the texture at the default placement', () => {
      const state = run({ type: 'apply', texture: texture.waves });
      expect(state.glbState.map((entry) => entry.objectName)).toEqual([...paintTargets]);
      expect(state.glbState.every((entry) => entry.texture === texture.waves)).toBe(true);
      expect(currentEntry(state)?.map_details).toEqual(defaultMapDetails);
    });

    it('should move every panel with a slider', () => {
      const state = run({ type: 'apply', texture: texture.waves }, { type: 'place', field: 'rotation', value: 90 });
      expect(state.glbState.every((entry) => entry.map_details.rotation === 90)).toBe(true);
    });
  });

  describe('part by part', () => {
    it('should paint only the selected panel and keep the placement of the rest', () => {
      const state = run(
        { type: 'apply', texture: texture.waves },
        { type: 'select', panel: 'hood' },
        { type: 'place', field: 'repeatX', value: 2 },
        { type: 'apply', texture: texture.flames },
      );
      const hood = state.glbState.find((entry) => entry.objectName === 'hood');
      expect(hood).toEqual({
        objectName: 'hood',
        texture: texture.flames,
        map_details: { ...defaultMapDetails, repeatX: 2 },
      });
      expect(state.glbState.filter((entry) => entry.texture === texture.waves)).toHaveLength(9);
    });

    it('should leave the design alone when a slider moves on an unpainted panel', () => {
      const state = run({ type: 'select', panel: 'roof' }, { type: 'place', field: 'offSetX', value: 10 });
      expect(state.glbState).toEqual([]);
      expect(state.history).toEqual([]);
    });
  });

  describe('undo', () => {
    it('should take back a whole slider drag at once, then the texture before it', () => {
      const painted = run({ type: 'select', panel: 'hood' }, { type: 'apply', texture: texture.waves });
      const dragged = [10, 20, 30].reduce(
        (state, value) => designEditor(state, { type: 'place', field: 'rotation', value }),
        painted,
      );
      const released = designEditor(dragged, { type: 'release' });
      expect(currentEntry(released)?.map_details.rotation).toBe(30);

      const undone = designEditor(released, { type: 'undo' });
      expect(undone.glbState).toEqual(painted.glbState);
      expect(designEditor(undone, { type: 'undo' }).glbState).toEqual([]);
    });

    it('should do nothing when there is nothing to undo', () => {
      expect(run({ type: 'undo' })).toEqual(initialEditor);
    });
  });
});

const texture = { waves: '/api/v1/uploads/texture/olas.png', flames: '/api/v1/uploads/texture/llamas.png' };
