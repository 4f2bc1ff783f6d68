import { useMemo } from 'react';
import type { ContestSchedule } from '../../../../../events/schemas/contest.ts';
import { contestPassages } from '../retrieval/passages.ts';
import { createRetrievalProvider } from '../retrieval/retrieval-provider.ts';
import { AssistantWidget } from './AssistantWidget.tsx';

type RetrievalAssistantProps = { schedule: ContestSchedule; name: string; logoUrl: string };

/** The assistant with its offline adapter: answers from our texts and the live event dates. */
export default function RetrievalAssistant({ schedule, name, logoUrl }: RetrievalAssistantProps) {
  const provider = useMemo(() => createRetrievalProvider(contestPassages(schedule)), [schedule]);
  return <AssistantWidget provider={provider} name={name} logoUrl={logoUrl} />;
}
