import type { GlbStateEntry } from '../../events/schemas/design.ts';
import type { AnyDb, AnyTransaction } from '../db/read-model-db.ts';
import { tablesOf } from '../db/read-model-db.ts';

export type GalleryDesignRow = {
  design_id: string;
  user_id: string;
  name: string;
  description: string;
  thumbnail: string;
  images: string[];
  glb_state: GlbStateEntry[];
  created_at: string;
  submitted_at: string;
  /** True while the design's latest review is VERIFIED. */
  visible: boolean;
  total_votes: number;
  total_shares: number;
  /** Name, description and creator folded for accent-insensitive search. */
  search_text: string;
};

type GalleryTables = {
  gallery_designs: GalleryDesignRow;
  gallery_creators: { user_id: string; first_name: string; last_name: string };
  /** The active likes: one row per voter and design while the like stands. */
  gallery_votes: { design_id: string; voter_id: string };
  gallery_shares: { design_id: string; platform: string; count: number };
  /** One row: how many designs are visible, and a version that moves whenever that set or its search text changes. */
  gallery_summary: { id: number; visible_count: number; catalogue_version: string };
};

export const galleryTables = (db: AnyDb | AnyTransaction) => tablesOf<GalleryTables>(db);
