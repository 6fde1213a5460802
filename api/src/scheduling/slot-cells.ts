import { SLOT_GRID_MINUTES } from '@petpal/contracts';

const CELL_MS = SLOT_GRID_MINUTES * 60_000;

/**
 * The claim cells of [startMs, endMs): the start of each 5-minute UTC cell it touches, as epoch minutes.
 * Instants, not local times, so two zones or a daylight-saving change never give one moment two cells.
 */
export function cellsOf(startMs: number, endMs: number): number[] {
  const cells: number[] = [];
  for (let cell = Math.floor(startMs / CELL_MS); cell * CELL_MS < endMs; cell++) cells.push(cell * SLOT_GRID_MINUTES);
  return cells;
}
