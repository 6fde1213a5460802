import { SLOT_GRID_MINUTES } from '@petpal/contracts';

/** A span of real time, [startMs, endMs). */
export interface TimeWindow {
  startMs: number;
  endMs: number;
}

/**
 * The claim cells of [startMs, endMs): the start of each `cellMinutes` UTC cell it touches (5 minutes unless
 * the area's grid is coarser), as epoch minutes. Instants, not local times, so two zones or a daylight-saving
 * change never give one moment two cells.
 */
export function cellsOf(startMs: number, endMs: number, cellMinutes: number = SLOT_GRID_MINUTES): number[] {
  const cellMs = cellMinutes * 60_000;
  const cells: number[] = [];
  for (let cell = Math.floor(startMs / cellMs); cell * cellMs < endMs; cell++) cells.push(cell * cellMinutes);
  return cells;
}

/** The claim cells of several windows, ascending and once each (a repeat schedule's days, say). */
export function cellsOfWindows(windows: readonly TimeWindow[], cellMinutes: number = SLOT_GRID_MINUTES): number[] {
  const cells = new Set<number>();
  for (const { startMs, endMs } of windows) for (const cell of cellsOf(startMs, endMs, cellMinutes)) cells.add(cell);
  return [...cells].sort((a, b) => a - b);
}

/** A request waiting for an answer expires `expiryHours` after it was sent, or when it starts if that comes first. */
export function answerDeadlineOf(createdAt: Date, startsAt: Date, expiryHours: number): Date {
  return new Date(Math.min(createdAt.getTime() + expiryHours * 3_600_000, startsAt.getTime()));
}
