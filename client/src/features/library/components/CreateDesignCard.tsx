import { Link } from 'wouter';
import { paths } from '../../../config/paths.ts';

export function CreateDesignCard() {
  return (
    <li className="card create-card">
      <Link href={paths.configurator} className="create-card__link">
        <span className="create-card__plus" aria-hidden="true">
          +
        </span>
        <span className="card-title">Crear nuevo diseño</span>
        <span className="card-meta">Abre el configurador y pinta otro auto.</span>
      </Link>
    </li>
  );
}
