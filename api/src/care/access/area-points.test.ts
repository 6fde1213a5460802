import { describe, expect, it } from 'vitest';
import { areaPoint } from './area-points';

describe("a provider's area on the map", () => {
  it('is within about 2 km of the centre of the city their location names, the same each time', () => {
    const point = areaPoint('a10000000000000000000001', 'Indiranagar, Bengaluru');
    expect(point).not.toBeNull();
    expect(Math.abs(point!.lat - 12.9716)).toBeLessThanOrEqual(0.0181);
    expect(Math.abs(point!.lng - 77.5946)).toBeLessThanOrEqual(0.0181);
    expect(areaPoint('a10000000000000000000001', 'Indiranagar, Bengaluru')).toEqual(point);
    expect(areaPoint('a10000000000000000000001', 'BANGALORE')).toEqual(point);
  });

  it('keeps two providers of one city apart', () => {
    expect(areaPoint('a10000000000000000000001', 'Mumbai')).not.toEqual(
      areaPoint('a100000000000000000000f2', 'Mumbai'),
    );
  });

  it('is null where the location names no known city', () => {
    expect(areaPoint('a10000000000000000000001', 'Somewhere quiet')).toBeNull();
    expect(areaPoint('a10000000000000000000001', '')).toBeNull();
  });
});
