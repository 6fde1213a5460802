import {
  PLAYDATE_ENERGIES,
  PLAYDATE_SIZE_LIMITS_LBS,
  PLAYDATE_SIZES,
  type PlaydateEnergy,
  type PlaydateSize,
  type PlayStyle,
} from '@petpal/contracts';

/** What decides whether two dogs play well together. */
export interface PlayTraits {
  size: PlaydateSize;
  energy: PlaydateEnergy;
  playStyles: readonly PlayStyle[];
}

/** The values of an ordered scale at most one step from `value` (itself included). */
function withinOneStep<T>(scale: readonly T[], value: T): T[] {
  const at = scale.indexOf(value);
  return scale.filter((_, index) => Math.abs(index - at) <= 1);
}

/** Small plays with small and medium, large with medium and large: a large dog's play can hurt a small one. */
export const sizesNear = (size: PlaydateSize): PlaydateSize[] => withinOneStep(PLAYDATE_SIZES, size);

/** A calm dog is worn out (or bowled over) by a very energetic one: energy within one level. */
export const energiesNear = (energy: PlaydateEnergy): PlaydateEnergy[] => withinOneStep(PLAYDATE_ENERGIES, energy);

/** The rule suggestions query with and sending checks: close sizes, close energy, a play style in common. */
export function isCompatible(a: PlayTraits, b: PlayTraits): boolean {
  return (
    sizesNear(a.size).includes(b.size) &&
    energiesNear(a.energy).includes(b.energy) &&
    a.playStyles.some((style) => b.playStyles.includes(style))
  );
}

/** The size a weight in pounds suggests (the owner may choose another). */
export function sizeOfWeight(lbs: number): PlaydateSize {
  if (lbs < PLAYDATE_SIZE_LIMITS_LBS.small) return 'small';
  return lbs <= PLAYDATE_SIZE_LIMITS_LBS.medium ? 'medium' : 'large';
}

/**
 * A distance as others see it: to the nearest 0.5 km and never under 0.5 km, so that nobody can close in
 * on a dog's exact point by moving their own (1.2 km -> 1, 1.3 km -> 1.5, 0.1 km -> 0.5).
 */
export function roundedDistanceKm(km: number): number {
  return Math.max(0.5, Math.round(km * 2) / 2);
}
