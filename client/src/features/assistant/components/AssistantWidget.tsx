import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { AssistantProvider } from '../assistant-provider.ts';
import { AssistantMessage, type ChatMessage } from './AssistantMessage.tsx';

export type AssistantWidgetProps = { provider: AssistantProvider; name: string; logoUrl: string };

const suggestions = ['¿Cuándo termina la votación?', '¿Cuál es el premio?', '¿Cómo creo mi diseño?', '¿Cómo voto?'];

/** A floating chat panel: a launcher button, a log of messages and a question box; Escape closes it. */
export function AssistantWidget({ provider, name, logoUrl }: AssistantWidgetProps) {
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    {
      id: 0,
      role: 'assistant',
      text: `¡Hola! Soy ${name}, el asistente del concurso. Pregúntame sobre fechas, reglas, el premio, cómo diseñar, votar o compartir, o sobre tu cuenta.`,
    },
  ]);
  const [question, setQuestion] = useState('');
  const [pending, setPending] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const inputId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLOListElement>(null);

  const wasOpen = useRef(false);
  // Focus moves into the panel when it opens and back to the launcher (shown again) when it closes.
  useEffect(() => {
    if (open) inputRef.current?.focus();
    else if (wasOpen.current) launcherRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the newest message
  useEffect(() => {
    logRef.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [messages]);

  const close = () => setOpen(false);

  const ask = async (text: string) => {
    const asked = text.trim();
    if (!asked || pending) return;
    const history = messages.map(({ role, text: said }) => ({ role, text: said }));
    setMessages((list) => [...list, { id: list.length, role: 'visitor', text: asked }]);
    setQuestion('');
    setPending(true);
    try {
      const reply = await provider.reply(asked, history);
      setMessages((list) => [...list, { id: list.length, role: 'assistant', ...reply }]);
    } catch {
      setMessages((list) => [
        ...list,
        { id: list.length, role: 'assistant', text: 'No pude responder en este momento. Inténtalo de nuevo.' },
      ]);
    } finally {
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void ask(question);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  return (
    <div className="assistant">
      {open && (
        <section id={panelId} className="assistant-panel" role="dialog" aria-labelledby={titleId} onKeyDown={onKeyDown}>
          <div className="assistant-header">
            <img src={logoUrl} alt="" width="36" height="36" />
            <div>
              <h2 id={titleId} className="assistant-title">
                {name}
              </h2>
              <p className="assistant-subtitle">Respuestas sobre el concurso</p>
            </div>
            <button type="button" className="assistant-close" onClick={close} aria-label={`Cerrar ${name}`}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="assistant-log" role="log" aria-live="polite" aria-label="Conversación">
            <ol ref={logRef} className="assistant-messages">
              {messages.map((message) => (
                <AssistantMessage key={message.id} message={message} name={name} />
              ))}
              {pending && (
                <li className="assistant-message assistant-message-bot" aria-label="Escribiendo">
                  <p>…</p>
                </li>
              )}
            </ol>
          </div>
          {messages.length === 1 && (
            <ul className="assistant-suggestions" aria-label="Preguntas sugeridas">
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button type="button" className="assistant-chip" onClick={() => void ask(suggestion)}>
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form className="assistant-form" onSubmit={onSubmit}>
            <label htmlFor={inputId} className="visually-hidden">
              Escribe tu pregunta
            </label>
            <input
              ref={inputRef}
              id={inputId}
              className="input"
              value={question}
              onChange={(event) => setQuestion(event.target.value)}
              placeholder="Escribe tu pregunta"
              autoComplete="off"
              maxLength={300}
            />
            <button type="submit" className="button button-accent" disabled={pending || !question.trim()}>
              Enviar
            </button>
          </form>
        </section>
      )}
      <button
        ref={launcherRef}
        type="button"
        className="assistant-launcher"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <img src={logoUrl} alt="" width="40" height="40" />
        <span className="assistant-launcher-label">¿Tienes dudas?</span>
        <span className="visually-hidden">{open ? ` Cerrar ${name}` : ` Abrir ${name}`}</span>
      </button>
    </div>
  );
}
