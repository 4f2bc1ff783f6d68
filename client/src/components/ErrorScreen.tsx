import { messages } from '../../../events/schemas/messages.ts';

export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="page status-page">
      <h1>{messages.screens.errorTitle}</h1>
      <p className="lead">{messages.errors.unexpected}</p>
      <div className="actions">
        <button type="button" className="button button-accent" onClick={onRetry}>
          {messages.screens.retry}
        </button>
      </div>
    </section>
  );
}
