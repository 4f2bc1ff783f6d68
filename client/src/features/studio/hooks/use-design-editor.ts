import { useReducer } from 'react';
import { designEditor, initialEditor } from '../utils/design-editor.ts';

export function useDesignEditor() {
  const [state, dispatch] = useReducer(designEditor, initialEditor);
  return { state, dispatch };
}
