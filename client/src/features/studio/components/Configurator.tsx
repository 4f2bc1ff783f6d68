import { useCallback, useRef, useState } from 'react';
import type { MapDetails, PaintTarget } from '../../../../../events/schemas/design.ts';
import { messages } from '../../../../../events/schemas/messages.ts';
import { DesignViewer } from '../../../components/design-viewer/DesignViewer.tsx';
import type { DesignViewerHandle, ViewerBackground } from '../../../components/design-viewer/viewer-handle.ts';
import { notify } from '../../../lib/toast.ts';
import { useDidISubmit } from '../api/did-i-submit.ts';
import { useTextures } from '../api/get-textures.ts';
import { libraryBlock } from '../api/library-status.ts';
import type { SavedDesign } from '../api/save-design.ts';
import { useDesignEditor } from '../hooks/use-design-editor.ts';
import { useStudioPush } from '../hooks/use-studio-push.ts';
import { currentEntry } from '../utils/design-editor.ts';
import { EnvironmentPicker } from './EnvironmentPicker.tsx';
import { FinishDesignDialog } from './FinishDesignDialog.tsx';
import { PartsSelector } from './PartsSelector.tsx';
import { PlacementPanel } from './PlacementPanel.tsx';
import { PromptPanel } from './PromptPanel.tsx';
import { StudioTour } from './StudioTour.tsx';
import { TexturesPanel } from './TexturesPanel.tsx';
import { ViewerStage } from './ViewerStage.tsx';
import '../studio.css';

type ConfiguratorProps = { userId: string; tourDone: boolean; onSaved: (design: SavedDesign) => void };

/** The design tool: textures from words, painted on the car part by part, placed, then saved. */
export function Configurator({ userId, tourDone, onSaved }: ConfiguratorProps) {
  const { state, dispatch } = useDesignEditor();
  const textures = useTextures(userId);
  const submitted = useDidISubmit(userId).data === true;
  useStudioPush(userId);
  const [background, setBackground] = useState<ViewerBackground>('#F5F5F5');
  const [finishing, setFinishing] = useState(false);
  const viewer = useRef<DesignViewerHandle>(null);
  const entry = currentEntry(state);
  const onSelectPanel = useCallback((panel: PaintTarget) => dispatch({ type: 'select', panel }), [dispatch]);
  const painted = new Set(state.glbState.map((painted) => painted.objectName));
  const undo = () => dispatch({ type: 'undo' });

  const finish = async () => {
    try {
      const block = await libraryBlock();
      if (block === 'submitted') return notify.info(messages.errors.alreadySubmitted);
      if (block === 'full') return notify.info(messages.errors.libraryFullInfo);
      if (state.glbState.length === 0) return notify.error(messages.validation.textureRequired);
      setFinishing(true);
    } catch (error) {
      notify.error(error);
    }
  };

  const edit = (url: string) => {
    if (entry?.texture !== url) dispatch({ type: 'apply', texture: url });
    const panel = document.getElementById('editar-textura');
    panel?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
    panel?.querySelector<HTMLInputElement>('input[type="range"]')?.focus({ preventScroll: true });
  };

  return (
    <div className="configurator">
      <div className="configurator__stage">
        <ViewerStage
          toolbar={
            <button
              type="button"
              className="stage-button"
              onClick={undo}
              disabled={state.history.length === 0}
              aria-label="Deshacer el último cambio"
              title="Deshacer"
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          }
        >
          <DesignViewer
            ref={viewer}
            className="configurator__viewer"
            glbState={state.glbState}
            background={background}
            selectedPanel={state.mode === 'parts' ? state.panel : null}
            onSelectPanel={onSelectPanel}
          />
          <EnvironmentPicker value={background} onChange={setBackground} />
        </ViewerStage>
        <PartsSelector
          mode={state.mode}
          panel={state.panel}
          paintedPanels={painted}
          onMode={(mode) => dispatch({ type: 'mode', mode })}
          onSelect={onSelectPanel}
        />
      </div>
      <aside className="configurator__panels" aria-label="Herramientas de diseño">
        <PromptPanel
          userId={userId}
          submitted={submitted}
          generating={textures.data?.some((texture) => texture.status === 'pending') ?? false}
        />
        <TexturesPanel
          textures={textures.data ?? []}
          activeTexture={entry?.texture}
          onUse={(url) => dispatch({ type: 'apply', texture: url })}
          onEdit={edit}
        />
        <PlacementPanel
          details={entry?.map_details}
          onChange={(field: keyof MapDetails, value: number) => dispatch({ type: 'place', field, value })}
          onRelease={() => dispatch({ type: 'release' })}
          canUndo={state.history.length > 0}
          onUndo={undo}
        />
        <button
          type="button"
          className="button button-accent button-large button-block"
          onClick={finish}
          data-tour="finish"
        >
          Terminar diseño
        </button>
      </aside>
      {finishing && (
        <FinishDesignDialog
          glbState={state.glbState}
          viewer={viewer}
          onClose={() => setFinishing(false)}
          onSaved={(design) => {
            setFinishing(false);
            onSaved(design);
          }}
        />
      )}
      <StudioTour userId={userId} done={tourDone} />
    </div>
  );
}
