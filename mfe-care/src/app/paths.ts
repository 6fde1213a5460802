import { sitterUrls } from '../lib/sitter-urls';
import { stylistUrls } from '../lib/stylist-urls';
import { trainerUrls } from '../lib/trainer-urls';

export const paths = {
  bookPetSitter: sitterUrls.services,
  sitterForm: sitterUrls.form,
  dogWalking: sitterUrls.dogWalking,
  dayCare: sitterUrls.dayCare,
  sitterResults: sitterUrls.results,
  sitterLegacy: sitterUrls.legacy,
  /** Any other address under the pet sitter screens. */
  petSitterOther: `${sitterUrls.services}/*`,
  sitterProfile: sitterUrls.profile,
  /** The pet sitter's own screen (not in the spec): the shell's route table must send it here. */
  sitterPractice: sitterUrls.practice,
  bookATrainer: '/services/book-a-trainer/*',
  /** The pet trainer's own screen (not in the spec): the shell's route table sends it here. */
  trainerPractice: trainerUrls.practice,
  bookAStylist: stylistUrls.booking,
  stylistProfile: stylistUrls.profile,
  /** The pet stylist's own screen (not in the spec): the shell's route table sends it here. */
  stylistPractice: stylistUrls.practice,
  emergencyServices: '/emergency-services',
  emergency: '/emergency/*',
} as const;
