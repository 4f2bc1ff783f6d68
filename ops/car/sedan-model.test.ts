import { Box3, type BufferGeometry, type Mesh, Vector3 } from 'three';
import { beforeAll, describe, expect, it } from 'vitest';
import { carPanels, paintTargets } from '../../events/schemas/design.ts';
import { buildSedan } from './build-sedan.ts';
import { buildCarModel } from './car-model-file.ts';

let meshes: Map<string, Mesh>;

beforeAll(() => {
  meshes = new Map(buildSedan().children.map((child) => [child.name, child as Mesh]));
}, 60_000);

const box = (name: string) => new Box3().setFromObject(meshes.get(name)!);

/** Summed triangle areas in space and in UV space (the UVs are meant to be metres). */
function areas(geometry: BufferGeometry) {
  const position = geometry.getAttribute('position');
  const uv = geometry.getAttribute('uv');
  const index = geometry.index!;
  const [a, b, c] = [new Vector3(), new Vector3(), new Vector3()];
  let space = 0;
  let texture = 0;
  for (let i = 0; i < index.count; i += 3) {
    const [i0, i1, i2] = [index.getX(i), index.getX(i + 1), index.getX(i + 2)];
    a.fromBufferAttribute(position, i0);
    b.fromBufferAttribute(position, i1);
    c.fromBufferAttribute(position, i2);
    space += b.clone().sub(a).cross(c.clone().sub(a)).length() / 2;
    const [u0, v0, u1, v1, u2, v2] = [uv.getX(i0), uv.getY(i0), uv.getX(i1), uv.getY(i1), uv.getX(i2), uv.getY(i2)];
    texture += Math.abs((u1 - u0) * (v2 - v0) - (u2 - u0) * (v1 - v0)) / 2;
  }
  return { space, texture };
}

describe('the generated sedan', () => {
  it('should have one mesh for each of the nine panels and one for the rest of the shell', () => {
    for (const name of paintTargets) expect(meshes.has(name), name).toBe(true);
    expect(meshes.has('glass')).toBe(true);
    for (const part of ['tyres', 'rims', 'headlight', 'taillight', 'grille', 'mirrors'])
      expect(meshes.has(part), part).toBe(true);
  });

  it('should be a compact sedan: about 4.6 m long, 1.8 m wide, 1.44 m tall, standing on y = 0', () => {
    const size = new Box3().setFromObject(meshes.get('body')!).union(box('roof')).getSize(new Vector3());
    expect(size.z).toBeCloseTo(4.6, 1);
    expect(size.x).toBeGreaterThan(1.7);
    expect(size.x).toBeLessThan(1.85);
    expect(box('roof').max.y).toBeCloseTo(1.44, 1);
    expect(box('tyres').min.y).toBeCloseTo(0, 2);
  });

  it('should give the nine panels UVs in metres, so one texture keeps its scale from panel to panel', () => {
    for (const name of carPanels) {
      const { space, texture } = areas(meshes.get(name)!.geometry);
      expect(texture / space, name).toBeGreaterThan(0.85);
      expect(texture / space, name).toBeLessThan(1.35);
    }
  });

  it('should place the seams between neighbouring panels on the same station', () => {
    expect(box('right_front_door').min.z).toBeCloseTo(box('right_back_door').max.z, 2);
    expect(box('right_back_door').min.z).toBeCloseTo(box('right_back_panel').max.z, 2);
    expect(box('left_front_door').min.z).toBeCloseTo(box('left_back_door').max.z, 2);
  });

  it('should mirror the left panels onto the right ones', () => {
    for (const panel of carPanels.filter((name) => name.startsWith('left_'))) {
      const left = box(panel);
      const right = box(panel.replace('left_', 'right_'));
      expect(left.min.x).toBeCloseTo(-right.max.x, 4);
      expect(left.max.z).toBeCloseTo(right.max.z, 4);
    }
    expect(box('left_front_door').min.x).toBeGreaterThan(0);
  });

  it('should store one wheel and place it at the four corners', () => {
    const tyres = buildSedan().children.filter((child) => child.name === 'tyres') as Mesh[];
    expect(tyres).toHaveLength(4);
    expect(new Set(tyres.map((tyre) => tyre.geometry)).size).toBe(1);
    const corners = tyres.map((tyre) => `${Math.sign(tyre.position.x)} ${Math.sign(tyre.position.z)}`);
    expect(new Set(corners)).toEqual(new Set(['1 1', '1 -1', '-1 1', '-1 -1']));
  });

  it('should export the same GLB bytes on every run', async () => {
    const [first, second] = [await buildCarModel(), await buildCarModel()];
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect(first.byteLength).toBeLessThan(4_000_000);
  }, 120_000);
});
