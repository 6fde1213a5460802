export const loginFields = ['email', 'password'] as const;
export type LoginField = (typeof loginFields)[number];
