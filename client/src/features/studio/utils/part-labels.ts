import type { PaintTarget } from '../../../../../events/schemas/design.ts';

/** The car's paintable parts as the selector names them (SPEC §2), in SPEC order. */
export const partLabels: Record<PaintTarget, string> = {
  right_front_door: 'Puerta delantera derecha',
  right_back_door: 'Puerta trasera derecha',
  hood: 'Cofre',
  trunk: 'Cajuela',
  roof: 'Techo',
  right_back_panel: 'Panel trasero derecho',
  left_back_panel: 'Panel trasero izquierdo',
  left_front_door: 'Puerta delantera izquierda',
  left_back_door: 'Puerta trasera izquierda',
  body: 'Carrocería',
};
