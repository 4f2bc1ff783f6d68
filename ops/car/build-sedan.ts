import {
  BoxGeometry,
  type BufferGeometry,
  CircleGeometry,
  CylinderGeometry,
  Group,
  type Material,
  Mesh,
  PlaneGeometry,
  SphereGeometry,
} from 'three';
import { bodySurface, bodyU } from './body-surface.ts';
import { cabinFloor, decals, greenhouseFinish, inside, type Panel, panels } from './car-layout.ts';
import { type CarMaterials, carMaterials } from './car-materials.ts';
import { greenhouseSurface, greenhouseU } from './greenhouse-surface.ts';
import { groundShadow } from './ground-shadow.ts';
import { MeshBuilder, type Side } from './mesh-builder.ts';
import { planLength, stationAtZ } from './plan-outline.ts';
import { bodyProfile, sedan } from './sedan-dimensions.ts';
import { ArcLengths, type Surface } from './surface.ts';
import { buildWheel } from './wheels.ts';

const sides: readonly Side[] = [1, -1];
const shutLineWidth = 0.006;

/** Evenly spaced lines from `from` to `to` (about `step` apart) merged with the given stations. */
function lines(from: number, to: number, count: number, stations: readonly number[]): number[] {
  const all = Array.from({ length: count + 1 }, (_, i) => from + ((to - from) * i) / count);
  for (const station of stations) if (station > from && station < to) all.push(station);
  all.sort((a, b) => a - b);
  return all.filter((value, i) => i === 0 || value - all[i - 1]! > 1e-5);
}

/** The lines strictly inside (a, b), closed by a and b themselves. */
function within(all: readonly number[], a: number, b: number): number[] {
  return [a, ...all.filter((value) => value > a + 1e-5 && value < b - 1e-5), b];
}

type Skin = { surface: Surface; arcs: ArcLengths; sLines: number[]; bands: number[][] };

function bodySkin(): Skin {
  const archStations = [sedan.frontAxle, sedan.rearAxle].flatMap((axle) =>
    Array.from({ length: 13 }, (_, i) => stationAtZ(axle + sedan.archRadius * (i / 6 - 1))).concat(
      [-1, 1].map((side) => stationAtZ(axle + side * sedan.archRadius * 1.0005)),
    ),
  );
  const sStations = [
    ...panels.filter((p) => p.skin === 'body').flatMap((p) => p.s),
    ...decals.flatMap((d) => d.s),
    ...cabinFloor.s,
    ...archStations,
  ];
  const uStations = [...decals.flatMap((d) => d.u), bodyU.rocker];
  return {
    surface: bodySurface,
    arcs: new ArcLengths(bodySurface),
    sLines: lines(0, planLength, Math.ceil(planLength / 0.03), sStations),
    bands: [
      lines(0, bodyU.shoulder, 16, uStations),
      lines(bodyU.shoulder, bodyU.belt, 8, uStations),
      lines(bodyU.belt, 1, 18, uStations),
    ],
  };
}

function greenhouseSkin(): Skin {
  const [s0, s1] = greenhouseSurface.sRange;
  const stations = [sedan.zRoofFront, sedan.zRoofRear, ...sedan.bPillar, sedan.cPillarStart];
  return {
    surface: greenhouseSurface,
    arcs: new ArcLengths(greenhouseSurface),
    sLines: lines(s0, s1, Math.ceil((s1 - s0) / 0.03), stations),
    bands: [
      lines(0, greenhouseU.rail, 12, [greenhouseU.seal]),
      lines(greenhouseU.rail, greenhouseU.roof, 6, []),
      lines(greenhouseU.roof, 1, 14, []),
    ],
  };
}

/** Skins the cells of a region of a skin, band by band, with an optional filter. */
function skinRegion(
  builder: MeshBuilder,
  skin: Skin,
  side: Side,
  region: { s: readonly [number, number]; u: readonly [number, number] },
  options: { include?: (s: number, u: number) => boolean; lift?: number } = {},
) {
  const sLines = within(skin.sLines, region.s[0], region.s[1]);
  for (const band of skin.bands) {
    const lo = Math.max(band[0]!, region.u[0]);
    const hi = Math.min(band.at(-1)!, region.u[1]);
    if (hi - lo < 1e-6) continue;
    builder.grid({ surface: skin.surface, arcs: skin.arcs, sLines, uLines: within(band, lo, hi), side, ...options });
  }
}

/** Dark strips on a panel's edges read as the gaps between doors, hood and wings. */
function shutLines(builder: MeshBuilder, skin: Skin, panel: Panel, side: Side) {
  const [s0, s1] = panel.s;
  const [u0, u1] = panel.u;
  const lift = 0.0007;
  const du = 0.0045;
  const half = shutLineWidth / 2;
  for (const s of [s0, s1]) skinRegion(builder, skin, side, { s: [s - half, s + half], u: [u0, u1] }, { lift });
  skinRegion(builder, skin, side, { s: [s0, s1], u: [u0, u0 + du] }, { lift });
  if (u1 < 1) skinRegion(builder, skin, side, { s: [s0, s1], u: [u1 - du, u1] }, { lift });
}

/**
 * One wheel's tyre, rim and brake geometry, placed four times as nodes of the same meshes: the GLB
 * stores a wheel once (GLTFExporter shares a geometry used by several meshes).
 */
function wheelNodes(materials: CarMaterials): Mesh[] {
  const parts = buildWheel();
  const geometryOf = (pieces: readonly BufferGeometry[]) => {
    const builder = new MeshBuilder();
    for (const piece of pieces) builder.geometry(piece);
    return builder.build();
  };
  const wheel = [
    { name: 'tyres', geometry: geometryOf([parts.tyre]), material: materials.tyre },
    { name: 'rims', geometry: geometryOf([...parts.rim, parts.hub]), material: materials.alloy },
    { name: 'brakes', geometry: geometryOf(parts.brake), material: materials.brake },
  ];
  return sides.flatMap((side) =>
    [sedan.frontAxle, sedan.rearAxle].flatMap((axle) =>
      wheel.map(({ name, geometry, material }) => {
        const mesh = new Mesh(geometry, material);
        mesh.name = name;
        mesh.position.set(side * sedan.wheelX, sedan.wheelRadius, axle);
        if (side === -1) mesh.rotation.y = Math.PI;
        return mesh;
      }),
    ),
  );
}

function wheelWells(meshes: (name: string, material: Material) => MeshBuilder, materials: CarMaterials) {
  for (const side of sides) {
    for (const axle of [sedan.frontAxle, sedan.rearAxle]) {
      const well = new CylinderGeometry(
        sedan.archRadius - 0.003,
        sedan.archRadius - 0.003,
        0.34,
        28,
        1,
        true,
        -Math.PI * 0.05,
        Math.PI * 1.1,
      )
        .rotateZ(Math.PI / 2)
        .translate(side * 0.72, sedan.wheelRadius, axle);
      const wellEnd = new CircleGeometry(sedan.archRadius, 28, -Math.PI * 0.05, Math.PI * 1.1)
        .rotateY(Math.PI / 2)
        .translate(side * 0.55, sedan.wheelRadius, axle);
      meshes('wheel_wells', materials.shadow).geometry(well);
      meshes('wheel_wells', materials.shadow).geometry(wellEnd);
    }
  }
}

function mirrorsAndUnderbody(meshes: (name: string, material: Material) => MeshBuilder, materials: CarMaterials) {
  const z = 0.74;
  const belt = bodyProfile.belt(z);
  const halfWidth = bodyProfile.halfWidth(z);
  for (const side of sides) {
    const housing = new SphereGeometry(1, 24, 12)
      .scale(0.095, 0.055, 0.045)
      .translate(side * (halfWidth + 0.08), belt + 0.06, z);
    const arm = new BoxGeometry(0.08, 0.025, 0.05).translate(side * (halfWidth + 0.0), belt + 0.03, z + 0.01);
    meshes('mirrors', materials.trim).geometry(housing);
    meshes('mirrors', materials.trim).geometry(arm);
  }
  const floor = (width: number, length: number, x: number, zCentre: number) =>
    meshes('underbody', materials.shadow).geometry(
      new PlaneGeometry(width, length).rotateX(Math.PI / 2).translate(x, 0.205, zCentre),
    );
  floor(1.1, 4.3, 0, 0);
  const archFront = sedan.frontAxle - sedan.archRadius;
  const archRear = sedan.rearAxle + sedan.archRadius;
  for (const side of sides) floor(0.3, archFront - archRear, side * 0.7, (archFront + archRear) / 2);
}

/** The whole sedan as named meshes: the nine panels, `body`, glass, lamps, trim and wheels. */
export function buildSedan(): Group {
  const materials = carMaterials();
  const builders = new Map<string, { builder: MeshBuilder; material: Material }>();
  const meshes = (name: string, material: Material) => {
    let entry = builders.get(name);
    if (!entry) {
      entry = { builder: new MeshBuilder(), material };
      builders.set(name, entry);
    }
    return entry.builder;
  };
  const body = bodySkin();
  const greenhouse = greenhouseSkin();
  const skins = { body, greenhouse };
  const cabin: Skin = { ...body, sLines: lines(0, planLength, 40, cabinFloor.s), bands: [[bodyU.belt, 1]] };

  for (const side of sides) {
    const own = panels.filter((panel) => panel.sides.includes(side));
    const whole = { s: body.surface.sRange, u: [0, 1] as const };
    skinRegion(meshes('body', materials.paint), body, side, whole, {
      include: (s, u) => !inside(cabinFloor, s, u) && !own.some((p) => p.skin === 'body' && inside(p, s, u)),
    });
    skinRegion(meshes('interior', materials.interior), cabin, side, cabinFloor);
    for (const panel of own) {
      skinRegion(meshes(panel.name, materials.paint), skins[panel.skin], side, panel);
      if (panel.skin === 'body') shutLines(meshes('shut_lines', materials.trim), body, panel, side);
    }
    const glasshouse = { s: greenhouse.surface.sRange, u: [0, 1] as const };
    const finishes = [
      ['glass', materials.glass],
      ['trim', materials.trim],
      ['body', materials.paint],
    ] as const;
    for (const [finish, material] of finishes) {
      skinRegion(meshes(finish, material), greenhouse, side, glasshouse, {
        include: (z, u) => greenhouseFinish(z, u) === finish,
      });
    }
    for (const decal of decals)
      skinRegion(meshes(decal.material, materials[decal.material]), body, side, decal, { lift: decal.lift });
  }
  wheelWells(meshes, materials);
  mirrorsAndUnderbody(meshes, materials);

  const car = new Group();
  car.name = 'sedan';
  for (const [name, { builder, material }] of builders) {
    const mesh = new Mesh(builder.build(), material);
    mesh.name = name;
    car.add(mesh);
  }
  car.add(...wheelNodes(materials));
  const shadow = groundShadow();
  const ground = new Mesh(shadow.geometry, shadow.material);
  ground.name = 'ground_shadow';
  ground.renderOrder = -1;
  car.add(ground);
  return car;
}
