import type { GeoPermissibleObjects } from 'd3-geo';
import { feature } from 'topojson-client';

// Natural Earth 1:50m via world-atlas (public domain). No package we can keep offers Mexico's
// state borders under a licence without an attribution link, so the map shows the country's
// outline with a marker at each state's capital.
const mexicoId = '484';

type World = Parameters<typeof feature>[0];

/** Mexico's outline, loaded with the map only (the world file is large). */
export async function loadMexicoOutline() {
  const world = (await import('world-atlas/countries-50m.json')).default as unknown as World;
  const countries = feature(world, world.objects.countries!) as unknown as {
    features: (GeoPermissibleObjects & { id?: string | number; type: 'Feature' })[];
  };
  const mexico = countries.features.find((country) => String(country.id) === mexicoId);
  if (!mexico) throw new Error('Mexico is missing from world-atlas');
  return mexico;
}
