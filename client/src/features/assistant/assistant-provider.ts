export type AssistantSource = { readonly title: string; readonly href: string };

export type AssistantReply = { readonly text: string; readonly sources: readonly AssistantSource[] };

export type ChatTurn = { readonly role: 'visitor' | 'assistant'; readonly text: string };

/**
 * The port the widget talks to. The default adapter answers offline by retrieval over our own texts;
 * a hosted model can implement the same contract (and use the passages as its context).
 */
export type AssistantProvider = {
  reply(question: string, history: readonly ChatTurn[]): Promise<AssistantReply>;
};
