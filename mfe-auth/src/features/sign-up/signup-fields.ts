export const signupFields = ['email', 'password', 'confirmPassword'] as const;
export type SignupField = (typeof signupFields)[number];
