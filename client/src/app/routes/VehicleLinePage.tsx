import { Link } from 'wouter';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';

const vehicles = [
  {
    name: 'Sedán compacto híbrido 2025',
    badge: 'Premio del concurso',
    description:
      'El protagonista del aniversario: motor híbrido autorrecargable, modo eléctrico en ciudad y asistencias de manejo de serie.',
    specs: ['Híbrido autorrecargable', 'Transmisión automática', 'Pantalla táctil con conexión para tu celular'],
  },
  {
    name: 'Hatchback urbano',
    badge: 'Ciudad',
    description: 'Compacto, ágil y fácil de estacionar, con una cajuela versátil para el día a día.',
    specs: ['Motor a gasolina eficiente', 'Seis bolsas de aire', 'Asientos traseros abatibles'],
  },
  {
    name: 'SUV compacta',
    badge: 'Familia',
    description: 'Posición de manejo elevada y espacio para toda la familia, también en versión híbrida.',
    specs: ['Versiones híbrida y a gasolina', 'Tracción delantera o integral', 'Cámara de reversa'],
  },
  {
    name: 'Pickup mediana',
    badge: 'Trabajo y aventura',
    description: 'Resistencia para el trabajo y la aventura, con capacidad de carga y de arrastre.',
    specs: ['Motor diésel', 'Tracción 4×4', 'Caja de carga con recubrimiento'],
  },
];

export default function VehicleLinePage() {
  usePageTitle('Línea de vehículos');
  return (
    <section className="page">
      <p className="eyebrow">Modelos</p>
      <h1>Línea de vehículos</h1>
      <p className="lead">
        Conoce la familia de modelos de la marca en México. Las especificaciones varían por versión; consulta a tu
        distribuidor autorizado para la información vigente.
      </p>
      <ul className="card-grid">
        {vehicles.map((vehicle) => (
          <li key={vehicle.name} className="card">
            <div className="card-body">
              <p className="card-badge">{vehicle.badge}</p>
              <h2 className="card-title">{vehicle.name}</h2>
              <p>{vehicle.description}</p>
              <ul className="check-list">
                {vehicle.specs.map((spec) => (
                  <li key={spec}>{spec}</li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
      <p className="page-cta">
        ¿Te imaginas el sedán con tu propio diseño?{' '}
        <Link href={paths.configurator} className="text-link">
          Entra al estudio de IA
        </Link>
        .
      </p>
    </section>
  );
}
