import { type BufferGeometry, CylinderGeometry, ExtrudeGeometry, LatheGeometry, Path, Shape, Vector2 } from 'three';
import { sedan } from './sedan-dimensions.ts';

const tyreRadius = sedan.wheelRadius;
const halfWidth = sedan.wheelWidth / 2;
const rimRadius = 0.226;
const spokes = 10;

/** Tyre cross-section from the inner bead round the shoulders to the outer bead, in (radius, axial). */
function tyreProfile(): Vector2[] {
  const points: Vector2[] = [];
  const shoulder = 0.028;
  const bulge = 0.012;
  const sidewall = (side: number, t: number) =>
    new Vector2(
      rimRadius + 0.004 + (tyreRadius - shoulder - rimRadius) * t,
      side * (halfWidth - 0.01 + bulge * Math.sin(Math.PI * t)),
    );
  for (let i = 0; i <= 5; i++) points.push(sidewall(-1, i / 5));
  for (let i = 1; i < 5; i++) {
    const angle = Math.PI + (i / 5) * (Math.PI / 2);
    points.push(
      new Vector2(
        tyreRadius - shoulder - Math.sin(angle) * shoulder,
        -(halfWidth - shoulder) + Math.cos(angle) * -shoulder,
      ),
    );
  }
  for (let i = 0; i <= 3; i++)
    points.push(new Vector2(tyreRadius, -(halfWidth - shoulder) + (2 * (halfWidth - shoulder) * i) / 3));
  for (let i = 1; i < 5; i++) {
    const angle = (i / 5) * (Math.PI / 2);
    points.push(
      new Vector2(
        tyreRadius - shoulder + Math.cos(angle) * shoulder,
        halfWidth - shoulder + Math.sin(angle) * shoulder,
      ),
    );
  }
  for (let i = 0; i <= 5; i++) points.push(sidewall(1, 1 - i / 5));
  return points;
}

/** The spoke face: a disc with one window between each pair of spokes, dished towards the hub. */
function rimFace(): BufferGeometry {
  const face = new Shape();
  face.absarc(0, 0, rimRadius - 0.004, 0, Math.PI * 2, false);
  const inner = 0.072;
  const outer = rimRadius - 0.03;
  const spokeHalf = 0.0135;
  for (let i = 0; i < spokes; i++) {
    const a0 = (i / spokes) * Math.PI * 2;
    const a1 = ((i + 1) / spokes) * Math.PI * 2;
    const window = new Path();
    const outerStart = a0 + Math.asin(spokeHalf / outer);
    const outerEnd = a1 - Math.asin(spokeHalf / outer);
    const innerStart = a0 + Math.asin(Math.min(0.99, (spokeHalf * 1.6) / inner));
    const innerEnd = a1 - Math.asin(Math.min(0.99, (spokeHalf * 1.6) / inner));
    window.moveTo(Math.cos(innerStart) * inner, Math.sin(innerStart) * inner);
    window.lineTo(Math.cos(outerStart) * outer, Math.sin(outerStart) * outer);
    window.absarc(0, 0, outer, outerStart, outerEnd, false);
    window.lineTo(Math.cos(innerEnd) * inner, Math.sin(innerEnd) * inner);
    window.absarc(0, 0, inner, innerEnd, innerStart, true);
    face.holes.push(window);
  }
  const geometry = new ExtrudeGeometry(face, {
    depth: 0.018,
    bevelEnabled: true,
    bevelThickness: 0.005,
    bevelSize: 0.004,
    bevelSegments: 1,
    curveSegments: 6,
  });
  const position = geometry.getAttribute('position');
  for (let i = 0; i < position.count; i++) {
    const r = Math.hypot(position.getX(i), position.getY(i));
    position.setZ(i, position.getZ(i) - 0.03 * (r / rimRadius) ** 2);
  }
  geometry.computeVertexNormals();
  return geometry;
}

export type WheelParts = { tyre: BufferGeometry; rim: BufferGeometry[]; brake: BufferGeometry[]; hub: BufferGeometry };

/** One wheel at the origin, its axle along X and its face towards +X; the caller mirrors and places it. */
export function buildWheel(): WheelParts {
  const tyre = new LatheGeometry(tyreProfile(), 48).rotateZ(-Math.PI / 2);
  const barrel = new LatheGeometry(
    [
      new Vector2(rimRadius - 0.004, halfWidth - 0.012),
      new Vector2(rimRadius - 0.012, halfWidth - 0.03),
      new Vector2(rimRadius - 0.012, -halfWidth + 0.02),
      new Vector2(rimRadius - 0.004, -halfWidth + 0.01),
    ],
    48,
  ).rotateZ(-Math.PI / 2);
  const face = rimFace()
    .rotateY(Math.PI / 2)
    .translate(halfWidth - 0.004, 0, 0);
  const cap = new CylinderGeometry(0.052, 0.056, 0.02, 32).rotateZ(-Math.PI / 2).translate(halfWidth - 0.045, 0, 0);
  const disc = new CylinderGeometry(0.165, 0.165, 0.026, 40).rotateZ(-Math.PI / 2).translate(-0.01, 0, 0);
  const caliper = new CylinderGeometry(0.17, 0.17, 0.05, 12, 1, false, -0.5, 0.9)
    .rotateZ(-Math.PI / 2)
    .translate(0.0, 0, 0);
  return { tyre, rim: [barrel, face], brake: [disc, caliper], hub: cap };
}
