import {
  defaultMapDetails,
  type GlbStateEntry,
  type MapDetails,
  type PaintTarget,
  paintTargets,
} from '../../../../../events/schemas/design.ts';

/** Full car paints all ten targets at once; part by part paints the selected panel. */
export type PaintMode = 'car' | 'parts';

export type EditorState = {
  readonly glbState: readonly GlbStateEntry[];
  readonly mode: PaintMode;
  readonly panel: PaintTarget;
  /** Earlier versions of `glbState`, the latest last: what undo goes back to. */
  readonly history: readonly (readonly GlbStateEntry[])[];
  /** The slider being dragged: a drag is one change for undo, however many values it passes. */
  readonly dragging: string | null;
};

export type EditorAction =
  | { type: 'mode'; mode: PaintMode }
  | { type: 'select'; panel: PaintTarget }
  | { type: 'apply'; texture: string }
  | { type: 'place'; field: keyof MapDetails; value: number }
  | { type: 'release' }
  | { type: 'undo' };

export const initialEditor: EditorState = { glbState: [], mode: 'car', panel: 'hood', history: [], dragging: null };

const historyLimit = 50;

export const targetsOf = (state: Pick<EditorState, 'mode' | 'panel'>): readonly PaintTarget[] =>
  state.mode === 'car' ? paintTargets : [state.panel];

/** The entry the sliders show: the selected panel's, or in full-car mode the body's (any, failing that). */
export function currentEntry(state: EditorState): GlbStateEntry | undefined {
  const byTarget = (target: PaintTarget) => state.glbState.find((entry) => entry.objectName === target);
  return state.mode === 'car' ? (byTarget('body') ?? state.glbState[0]) : byTarget(state.panel);
}

function changed(state: EditorState, glbState: GlbStateEntry[], dragging: string | null): EditorState {
  const continuing = dragging !== null && dragging === state.dragging;
  const history = continuing ? state.history : [...state.history, state.glbState].slice(-historyLimit);
  return { ...state, glbState, history, dragging };
}

function apply(state: EditorState, texture: string): EditorState {
  const targets = targetsOf(state);
  const placement = currentEntry(state)?.map_details ?? defaultMapDetails;
  const kept = state.glbState.filter((entry) => !targets.includes(entry.objectName));
  const painted = targets.map((objectName) => ({ objectName, texture, map_details: placement }));
  return changed(state, [...kept, ...painted], null);
}

function place(state: EditorState, field: keyof MapDetails, value: number): EditorState {
  const targets = targetsOf(state);
  if (!state.glbState.some((entry) => targets.includes(entry.objectName))) return state;
  const glbState = state.glbState.map((entry) =>
    targets.includes(entry.objectName) ? { ...entry, map_details: { ...entry.map_details, [field]: value } } : entry,
  );
  return changed(state, glbState, `${state.mode}:${state.panel}:${field}`);
}

/** The configurator's design being edited: what is painted where, and the undo of the last change. */
export function designEditor(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'mode':
      return { ...state, mode: action.mode, dragging: null };
    case 'select':
      return { ...state, mode: 'parts', panel: action.panel, dragging: null };
    case 'apply':
      return apply(state, action.texture);
    case 'place':
      return place(state, action.field, action.value);
    case 'release':
      return { ...state, dragging: null };
    case 'undo': {
      const previous = state.history.at(-1);
      if (!previous) return state;
      return { ...state, glbState: previous, history: state.history.slice(0, -1), dragging: null };
    }
    default:
      return action satisfies never;
  }
}
