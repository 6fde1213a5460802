/**
 * The public answers (one date's slots, the window's available dates) kept for as long as they cannot
 * change. An answer belongs to the cached value it was made from (the vet cache's day plan or window
 * summary): a booking or practice change makes a new value, and a value the cache drops takes its answers
 * with it. Otherwise it holds for the same "today" until `untilMs`, the next moment a shown slot starts
 * and so stops being bookable. Answers are frozen, so one object (and one serialization) serves everyone.
 */
export interface MadeAnswer<Answer> {
  answer: Answer;
  untilMs: number;
}

export function createAnswerMemo<Source extends object, Answer extends object>() {
  const kept = new WeakMap<Source, { today: string; untilMs: number; answer: Answer }>();
  return (source: Source, today: string, nowMs: number, make: () => MadeAnswer<Answer>): Answer => {
    const hit = kept.get(source);
    if (hit && hit.today === today && nowMs < hit.untilMs) return hit.answer;
    const { answer, untilMs } = make();
    kept.set(source, { today, untilMs, answer: deepFreeze(answer) });
    return answer;
  };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
