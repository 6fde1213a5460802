export const signupFields = ['email', 'password', 'confirmPassword'] as const;
