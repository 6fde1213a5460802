/** The trainer screens' query keys: the directory, the owner's sessions and the trainer's practice. */
export const trainingKeys = {
  /** Every trainer search page. */
  trainers: ['care', 'trainers'] as const,
  trainerList: (path: string) => ['care', 'trainers', 'list', path] as const,
  /** The owner's training sessions, every scope. */
  sessions: ['care', 'training'] as const,
  /** The trainer's own sessions, every scope. */
  practice: ['care', 'trainer-practice'] as const,
};
