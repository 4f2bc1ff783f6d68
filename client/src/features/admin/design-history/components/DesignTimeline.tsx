import type { HistoryEntry } from '../../../../../../events/schemas/admin.ts';
import { describeEntry } from './describe-entry.ts';

const when = (iso: string) => new Date(iso).toLocaleString('es-MX', { dateStyle: 'medium', timeStyle: 'medium' });

/** Each event in log order, with what an auditor needs to find it again: position, stream, version, command. */
export function DesignTimeline({ entries }: { entries: readonly HistoryEntry[] }) {
  return (
    <ol className="history-timeline">
      {entries.map((entry) => {
        const { tone, text } = describeEntry(entry);
        return (
          <li key={entry.globalPosition} className={`history-entry history-${tone}`}>
            <p className="history-text">{text}</p>
            <p className="history-when">
              <time dateTime={entry.recordedAt}>{when(entry.recordedAt)}</time>
              {entry.actor && <span> · {entry.actor}</span>}
            </p>
            <dl className="history-where">
              <div>
                <dt>Posición</dt>
                <dd>#{entry.globalPosition}</dd>
              </div>
              <div>
                <dt>Stream</dt>
                <dd>
                  <code>{entry.streamId}</code> v{entry.streamVersion}
                </dd>
              </div>
              <div>
                <dt>Comando</dt>
                <dd>
                  <code>{entry.commandId ?? '—'}</code>
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
