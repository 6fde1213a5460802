import type { ReactElement } from 'react';

/**
 * Our own drawings (decision 083), shown when a pet, report or product has no photo or its photo fails to load:
 * one per species and one for products. Plain shapes on a coloured ground, decorative (the Photo names them).
 */

export type SpeciesName = 'dog' | 'cat' | 'bird' | 'rabbit' | 'other';

const INK = '#4A2C17';

/** Dog: round head, floppy ears, nose. */
const dog = (
  <>
    <ellipse cx="22" cy="30" rx="9" ry="16" fill={INK} />
    <ellipse cx="78" cy="30" rx="9" ry="16" fill={INK} />
    <circle cx="50" cy="48" r="28" fill="#E0A872" />
    <ellipse cx="50" cy="60" rx="14" ry="10" fill="#F4D4B0" />
    <circle cx="39" cy="42" r="4" fill={INK} />
    <circle cx="61" cy="42" r="4" fill={INK} />
    <ellipse cx="50" cy="55" rx="6" ry="4" fill={INK} />
  </>
);

/** Cat: pointed ears, whiskers. */
const cat = (
  <>
    <path d="M24 40 L28 12 L44 28 Z" fill="#8C8C99" />
    <path d="M76 40 L72 12 L56 28 Z" fill="#8C8C99" />
    <circle cx="50" cy="50" r="27" fill="#A9A9B8" />
    <ellipse cx="40" cy="46" rx="4" ry="6" fill={INK} />
    <ellipse cx="60" cy="46" rx="4" ry="6" fill={INK} />
    <path d="M46 57 L54 57 L50 62 Z" fill="#D9777F" />
    <path d="M30 58 H42 M30 64 H42 M58 58 H70 M58 64 H70" stroke={INK} strokeWidth="2" strokeLinecap="round" />
  </>
);

/** Bird: round body, wing, beak. */
const bird = (
  <>
    <circle cx="48" cy="52" r="26" fill="#5BA4CF" />
    <ellipse cx="42" cy="58" rx="14" ry="9" fill="#3B7EA8" />
    <circle cx="58" cy="44" r="4" fill={INK} />
    <path d="M72 46 L86 50 L72 54 Z" fill="#F2A93B" />
    <path d="M40 78 L38 88 M52 78 L54 88" stroke={INK} strokeWidth="3" strokeLinecap="round" />
  </>
);

/** Rabbit: long ears. */
const rabbit = (
  <>
    <ellipse cx="38" cy="24" rx="7" ry="20" fill="#D8CFC4" />
    <ellipse cx="62" cy="24" rx="7" ry="20" fill="#D8CFC4" />
    <ellipse cx="38" cy="24" rx="3" ry="14" fill="#F0B8C0" />
    <ellipse cx="62" cy="24" rx="3" ry="14" fill="#F0B8C0" />
    <circle cx="50" cy="58" r="24" fill="#E8E0D6" />
    <circle cx="41" cy="54" r="3.5" fill={INK} />
    <circle cx="59" cy="54" r="3.5" fill={INK} />
    <ellipse cx="50" cy="63" rx="4" ry="3" fill="#D9777F" />
  </>
);

/** Any other pet: a paw print. */
const other = (
  <>
    <ellipse cx="50" cy="62" rx="18" ry="15" fill="#B98A5E" />
    <circle cx="30" cy="42" r="8" fill="#B98A5E" />
    <circle cx="43" cy="30" r="8" fill="#B98A5E" />
    <circle cx="57" cy="30" r="8" fill="#B98A5E" />
    <circle cx="70" cy="42" r="8" fill="#B98A5E" />
  </>
);

const drawings: Record<SpeciesName, { ground: string; shapes: ReactElement }> = {
  dog: { ground: '#FFF1E6', shapes: dog },
  cat: { ground: '#EEEEF6', shapes: cat },
  bird: { ground: '#E0F2FE', shapes: bird },
  rabbit: { ground: '#F8EEF0', shapes: rabbit },
  other: { ground: '#F5F2EF', shapes: other },
};

const isSpecies = (value: string): value is SpeciesName => value in drawings;

/** The drawing of a species (unknown species: the paw). */
export function SpeciesIllustration({ species }: { species: string }) {
  const { ground, shapes } = drawings[isSpecies(species) ? species : 'other'];
  return (
    <svg viewBox="0 0 100 100" preserveAspectRatio="xMidYMid meet" aria-hidden="true" focusable="false">
      <rect width="100" height="100" fill={ground} />
      {shapes}
    </svg>
  );
}

/** A product: a parcel with a paw on its label. */
export function ProductIllustration() {
  return (
    <svg viewBox="0 0 100 100" preserveAspectRatio="xMidYMid meet" aria-hidden="true" focusable="false">
      <rect width="100" height="100" fill="#E6F7F5" />
      <path d="M22 38 L50 26 L78 38 L78 72 L50 84 L22 72 Z" fill="#D9A66B" />
      <path d="M22 38 L50 50 L78 38 M50 50 V84" stroke="#A87440" strokeWidth="2.5" fill="none" />
      <circle cx="36" cy="60" r="4" fill="#FFF" />
      <circle cx="31" cy="53" r="2" fill="#FFF" />
      <circle cx="36" cy="51" r="2" fill="#FFF" />
      <circle cx="41" cy="53" r="2" fill="#FFF" />
    </svg>
  );
}
