import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { paths } from '../../config/paths.ts';
import { contact } from '../../content/contact.ts';
import { ContactForm } from '../../features/profile/components/ContactForm.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { displayName } from '../../lib/person.ts';
import { loginPathReturningTo } from '../../lib/return-to.ts';
import { isUserLoggedIn, session } from '../../lib/session.ts';

export default function ContactPage() {
  usePageTitle('Contacto');
  const state = useSnapshot(session);
  const user = isUserLoggedIn(state) ? state.user : null;

  return (
    <section className="page contact-page">
      <p className="eyebrow">Estamos para ayudarte</p>
      <h1>Contacto</h1>
      <p className="lead">
        ¿Tienes dudas sobre el concurso, tu cuenta o tu diseño? Escríbenos y te responderemos por correo.
      </p>
      <div className="contact-layout">
        <div className="contact-info">
          <h2>Otros medios</h2>
          <dl>
            <dt>Correo electrónico</dt>
            <dd>
              <a className="text-link" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </dd>
            <dt>Horario de atención</dt>
            <dd>{contact.hours}</dd>
          </dl>
          <p>
            Muchas respuestas ya están en las{' '}
            <Link href={paths.faq} className="text-link">
              preguntas frecuentes
            </Link>
            , o pregúntale al asistente del concurso.
          </p>
        </div>
        {user ? (
          <ContactForm defaultName={displayName(user)} />
        ) : (
          <div className="profile-card">
            <h2>Envíanos un mensaje</h2>
            <p>
              Para responderte y proteger tu información, el formulario de contacto está disponible con tu sesión
              iniciada.
            </p>
            <div className="actions actions-start">
              <Link href={loginPathReturningTo(paths.contact)} className="button button-accent">
                Iniciar sesión
              </Link>
              <Link href={paths.signUp} className="button button-outline">
                Crear cuenta
              </Link>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
