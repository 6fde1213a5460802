export const paths = {
  bookAVet: '/services/book-a-vet',
  petVisitNotes: '/dashboard/pet-visit-notes',
  /** The vet's own screen (not in the spec): the shell's route table must send it here. */
  vetPractice: '/dashboard/vet-practice',
  /** The partner widget's sign-in popup (decision 022). */
  widgetConnect: '/widget/connect',
} as const;
