/** A paragraph, or a list of items. */
export type Block = string | { readonly items: readonly string[] };

export type Section = { readonly id: string; readonly title: string; readonly blocks: readonly Block[] };

/** A long text page (terms, privacy, cookies, legal): rendered by the pages, searched by the assistant. */
export type ContentDocument = {
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly Section[];
};

export const blockText = (block: Block): string => (typeof block === 'string' ? block : block.items.join(' '));
