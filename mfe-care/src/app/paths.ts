export const paths = {
  bookPetSitter: '/services/book-pet-sitter/*',
  sitterProfile: '/sitter-profile/:sitterId',
  bookATrainer: '/services/book-a-trainer/*',
  bookAStylist: '/services/book-a-stylist',
  emergencyServices: '/emergency-services',
  emergency: '/emergency/*',
} as const;
