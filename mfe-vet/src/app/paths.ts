export const paths = {
  bookAVet: '/services/book-a-vet',
  petVisitNotes: '/dashboard/pet-visit-notes',
} as const;
