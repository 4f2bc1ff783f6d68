import { describe, expect, it } from 'vitest';
import { defaultMapDetails, glbStateEntrySchema, paintTargets, textureTransform } from './design.ts';

describe('glbState entry', () => {
  const entry = { objectName: 'hood', texture: '/api/v1/blobs/textures/a.png', map_details: defaultMapDetails };

  it('should accept the nine panels and body', () => {
    for (const objectName of paintTargets)
      expect(glbStateEntrySchema.safeParse({ ...entry, objectName }).success).toBe(true);
    expect(paintTargets).toHaveLength(10);
  });

  it('should reject any other part name', () => {
    expect(glbStateEntrySchema.safeParse({ ...entry, objectName: 'glass' }).success).toBe(false);
    expect(glbStateEntrySchema.safeParse({ ...entry, objectName: 'left_front_fender' }).success).toBe(false);
  });

  it('should hold every slider to its range', () => {
    const outside = [
      { rotation: 0 },
      { rotation: 361 },
      { repeatX: 0.5 },
      { repeatY: 11 },
      { offSetX: -1 },
      { offSetY: 1081 },
    ];
    for (const change of outside) {
      expect(
        glbStateEntrySchema.safeParse({ ...entry, map_details: { ...defaultMapDetails, ...change } }).success,
      ).toBe(false);
    }
  });
});

describe('textureTransform', () => {
  it('should turn the defaults (276°, 6, 6, 825, 584) into radians, repeats along the car and tile shares', () => {
    const transform = textureTransform(defaultMapDetails);
    expect(transform.rotation).toBeCloseTo((276 * Math.PI) / 180);
    expect(transform.repeat).toEqual([1.5, 1.5]);
    expect(transform.offset[0]).toBeCloseTo(825 / 1080);
    expect(transform.offset[1]).toBeCloseTo(584 / 1080);
    expect(transform.center).toEqual([0.5, 0.5]);
  });

  it('should move a whole tile at the end of the offset slider', () => {
    expect(textureTransform({ ...defaultMapDetails, offSetX: 1080, offSetY: 0 }).offset).toEqual([1, 0]);
  });
});
