import { Link } from 'wouter';
import type { AssistantSource } from '../assistant-provider.ts';

export type ChatMessage = {
  readonly id: number;
  readonly role: 'visitor' | 'assistant';
  readonly text: string;
  readonly sources?: readonly AssistantSource[];
};

export function AssistantMessage({ message, name }: { message: ChatMessage; name: string }) {
  const fromVisitor = message.role === 'visitor';
  return (
    <li className={`assistant-message ${fromVisitor ? 'assistant-message-visitor' : 'assistant-message-bot'}`}>
      <span className="visually-hidden">{fromVisitor ? 'Tú: ' : `${name}: `}</span>
      <p>{message.text}</p>
      {message.sources && message.sources.length > 0 && (
        <p className="assistant-sources">
          Más información:{' '}
          {message.sources.map((source, index) => (
            <span key={source.href}>
              {index > 0 && ' · '}
              <Link href={source.href} className="text-link">
                {source.title}
              </Link>
            </span>
          ))}
        </p>
      )}
    </li>
  );
}
