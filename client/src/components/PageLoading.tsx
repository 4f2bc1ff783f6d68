import { messages } from '../../../events/schemas/messages.ts';

export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {messages.loading}
    </div>
  );
}
