/**
 * The car the studio paints. The default is the sedan `ops/car` builds at start-up; a brand GLB with
 * the same mesh names (DESIGN §9) can replace it at build time (its host must be allowed by the CSP).
 */
export const carModelUrl: string = import.meta.env.VITE_CAR_MODEL_URL || '/models/sedan.glb';
