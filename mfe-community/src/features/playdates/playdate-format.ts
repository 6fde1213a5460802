import { format } from 'date-fns';
import { PLAY_STYLE_LABELS, PLAYDATE_ENERGY_LABELS, type PlaydateDog } from '@petpal/contracts';

const SIZE_WORDS = { small: 'Small', medium: 'Medium', large: 'Large' } as const;

/** "Medium · High energy". */
export const sizeAndEnergy = (dog: Pick<PlaydateDog, 'size' | 'energy'>) =>
  `${SIZE_WORDS[dog.size]} · ${PLAYDATE_ENERGY_LABELS[dog.energy]} energy`;

/** "Chasing, Fetch". */
export const playStylesText = (dog: Pick<PlaydateDog, 'playStyles'>) =>
  dog.playStyles.map((style) => PLAY_STYLE_LABELS[style]).join(', ');

/** "1.5 km away · Khar West", or the area alone when the distance is unknown. */
export const whereText = (dog: Pick<PlaydateDog, 'distanceKm' | 'areaName'>) =>
  dog.distanceKm === null ? dog.areaName : `${dog.distanceKm} km away · ${dog.areaName}`;

/** "Sat 5 Mar, 9:00 AM" in the viewer's own time. */
export const whenText = (iso: string) => format(new Date(iso), 'EEE d MMM, h:mm a');
