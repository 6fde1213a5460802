import { describe, expect, it } from 'vitest';
import { PLAY_STYLES, PLAYDATE_ENERGIES, PLAYDATE_SIZES } from '@petpal/contracts';
import {
  energiesNear,
  isCompatible,
  roundedDistanceKm,
  sizeOfWeight,
  sizesNear,
  type PlayTraits,
} from './compatibility';

const dog = (over: Partial<PlayTraits> = {}): PlayTraits => ({
  size: 'medium',
  energy: 'high',
  playStyles: ['chase'],
  ...over,
});

describe('compatibility', () => {
  it('pairs sizes at most one step apart: never a small dog with a large one', () => {
    expect(sizesNear('small')).toEqual(['small', 'medium']);
    expect(sizesNear('medium')).toEqual(['small', 'medium', 'large']);
    expect(sizesNear('large')).toEqual(['medium', 'large']);
    expect(isCompatible(dog({ size: 'small' }), dog({ size: 'large' }))).toBe(false);
    expect(isCompatible(dog({ size: 'small' }), dog({ size: 'medium' }))).toBe(true);
  });

  it('pairs energy levels at most one level apart', () => {
    expect(energiesNear('low')).toEqual(['low', 'moderate']);
    expect(energiesNear('high')).toEqual(['moderate', 'high', 'very-high']);
    expect(isCompatible(dog({ energy: 'low' }), dog({ energy: 'high' }))).toBe(false);
    expect(isCompatible(dog({ energy: 'very-high' }), dog({ energy: 'high' }))).toBe(true);
  });

  it('needs a play style in common', () => {
    expect(isCompatible(dog({ playStyles: ['chase', 'fetch'] }), dog({ playStyles: ['fetch'] }))).toBe(true);
    expect(isCompatible(dog({ playStyles: ['wrestling'] }), dog({ playStyles: ['gentle', 'sniffing'] }))).toBe(false);
  });

  it('is symmetric: whichever dog asks, the answer is the same', () => {
    for (const [a, b] of pairs()) expect(isCompatible(a, b)).toBe(isCompatible(b, a));
  });

  it('suggests a size from the weight in pounds', () => {
    expect([5, 21.9, 22, 55, 55.1, 90].map(sizeOfWeight)).toEqual([
      'small',
      'small',
      'medium',
      'medium',
      'large',
      'large',
    ]);
  });

  it('rounds distances to 0.5 km, never under 0.5 km', () => {
    expect([0, 0.1, 0.74, 0.76, 1.2, 1.25, 1.3, 9.9].map(roundedDistanceKm)).toEqual([
      0.5, 0.5, 0.5, 1, 1, 1.5, 1.5, 10,
    ]);
  });
});

/** Every pair of dogs over the sizes, energies and two play-style sets. */
function* pairs(): Generator<[PlayTraits, PlayTraits]> {
  const styles = [[PLAY_STYLES[0]], [PLAY_STYLES[1], PLAY_STYLES[2]]];
  const dogs = PLAYDATE_SIZES.flatMap((size) =>
    PLAYDATE_ENERGIES.flatMap((energy) => styles.map((playStyles) => ({ size, energy, playStyles }))),
  );
  for (const a of dogs) for (const b of dogs) yield [a, b];
}
