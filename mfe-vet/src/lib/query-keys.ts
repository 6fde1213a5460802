/** Query keys more than one feature touches: a booking, a cancellation or a rating refreshes the others' data. */
export const vetKeys = {
  vets: ['vet', 'vets'] as const,
  /** One vet (a linked booking); under `vets`, so what refreshes the list refreshes it. */
  vet: (vetId: string) => ['vet', 'vets', 'one', vetId] as const,
  reviews: (vetId?: string) => (vetId ? (['vet', 'reviews', vetId] as const) : (['vet', 'reviews'] as const)),
  availability: (vetId: string) => ['vet', 'availability', vetId] as const,
  /** Without a date: every date of that vet. */
  slots: (vetId: string, date?: string) =>
    date ? (['vet', 'slots', vetId, date] as const) : (['vet', 'slots', vetId] as const),
};
/** The owner's appointment lists, every scope. */
export const appointmentsKey = ['vet', 'appointments'] as const;
export const visitNotesKey = ['vet', 'visit-notes'] as const;
export const practiceKey = ['vet', 'practice'] as const;
