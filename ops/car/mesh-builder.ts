import { BufferGeometry, Float32BufferAttribute, Uint16BufferAttribute, Uint32BufferAttribute } from 'three';
import { type ArcLengths, bandOf, normalAt, type Surface, type Vec3 } from './surface.ts';

/** Left half (+1, x ≥ 0) or its mirror, the car's right half (−1). */
export type Side = 1 | -1;

export type GridOptions = {
  surface: Surface;
  arcs: ArcLengths;
  sLines: readonly number[];
  uLines: readonly number[];
  side: Side;
  /** Keep the cell whose centre is (s, u). */
  include?: (s: number, u: number) => boolean;
  /** Lift off the skin along the normal, in metres (lamps, shut lines). */
  lift?: number;
};

/** Collects triangles for one named mesh of the car. */
export class MeshBuilder {
  readonly positions: number[] = [];
  readonly normals: number[] = [];
  readonly uvs: number[] = [];
  readonly indices: number[] = [];

  private vertex(position: Vec3, normal: Vec3, uv: readonly [number, number]): number {
    this.positions.push(...position);
    this.normals.push(...normal);
    this.uvs.push(uv[0], uv[1]);
    return this.positions.length / 3 - 1;
  }

  /** A triangle wound so that its face agrees with the vertex normals (outward, counter-clockwise). */
  private triangle(a: number, b: number, c: number): void {
    const p = this.positions;
    const n = this.normals;
    const e1 = [p[b * 3]! - p[a * 3]!, p[b * 3 + 1]! - p[a * 3 + 1]!, p[b * 3 + 2]! - p[a * 3 + 2]!];
    const e2 = [p[c * 3]! - p[a * 3]!, p[c * 3 + 1]! - p[a * 3 + 1]!, p[c * 3 + 2]! - p[a * 3 + 2]!];
    const face = [
      e1[1]! * e2[2]! - e1[2]! * e2[1]!,
      e1[2]! * e2[0]! - e1[0]! * e2[2]!,
      e1[0]! * e2[1]! - e1[1]! * e2[0]!,
    ];
    if (Math.hypot(face[0]!, face[1]!, face[2]!) < 1e-12) return;
    let dot = 0;
    for (const v of [a, b, c]) dot += face[0]! * n[v * 3]! + face[1]! * n[v * 3 + 1]! + face[2]! * n[v * 3 + 2]!;
    if (dot >= 0) this.indices.push(a, b, c);
    else this.indices.push(a, c, b);
  }

  /** Skins the cells of a parametric grid; u lines must not cross a crease. */
  grid({ surface, arcs, sLines, uLines, side, include, lift = 0 }: GridOptions): void {
    const band = bandOf(surface, (uLines[0]! + uLines.at(-1)!) / 2);
    const ids = new Map<number, number>();
    const id = (i: number, j: number) => {
      const key = i * 100_000 + j;
      const known = ids.get(key);
      if (known !== undefined) return known;
      const s = sLines[i]!;
      const u = uLines[j]!;
      const p = surface.point(s, u);
      const n = normalAt(surface, s, u, band);
      const position: Vec3 = [side * (p[0] + n[0] * lift), p[1] + n[1] * lift, p[2] + n[2] * lift];
      const created = this.vertex(position, [side * n[0], n[1], n[2]], [arcs.u(s, u), side * arcs.v(s, u)]);
      ids.set(key, created);
      return created;
    };
    for (let i = 0; i < sLines.length - 1; i++) {
      for (let j = 0; j < uLines.length - 1; j++) {
        const sMid = (sLines[i]! + sLines[i + 1]!) / 2;
        const uMid = (uLines[j]! + uLines[j + 1]!) / 2;
        if (include && !include(sMid, uMid)) continue;
        const a = id(i, j);
        const b = id(i + 1, j);
        const c = id(i + 1, j + 1);
        const d = id(i, j + 1);
        this.triangle(a, b, c);
        this.triangle(a, c, d);
      }
    }
  }

  /** Appends a finished three.js geometry (wheels, mirrors, liners). */
  geometry(geometry: BufferGeometry): void {
    if (!geometry.getAttribute('normal')) geometry.computeVertexNormals();
    const position = geometry.getAttribute('position');
    const normal = geometry.getAttribute('normal');
    const uv = geometry.getAttribute('uv');
    const base = this.positions.length / 3;
    for (let i = 0; i < position.count; i++) {
      this.positions.push(position.getX(i), position.getY(i), position.getZ(i));
      this.normals.push(normal.getX(i), normal.getY(i), normal.getZ(i));
      this.uvs.push(uv ? uv.getX(i) : 0, uv ? uv.getY(i) : 0);
    }
    const index = geometry.index;
    const count = index ? index.count : position.count;
    for (let i = 0; i < count; i++) this.indices.push(base + (index ? index.getX(i) : i));
  }

  get triangleCount(): number {
    return this.indices.length / 3;
  }

  build(): BufferGeometry {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new Float32BufferAttribute(this.positions, 3));
    geometry.setAttribute('normal', new Float32BufferAttribute(this.normals, 3));
    geometry.setAttribute('uv', new Float32BufferAttribute(this.uvs, 2));
    const vertexCount = this.positions.length / 3;
    geometry.setIndex(
      vertexCount < 65_536 ? new Uint16BufferAttribute(this.indices, 1) : new Uint32BufferAttribute(this.indices, 1),
    );
    return geometry;
  }
}
