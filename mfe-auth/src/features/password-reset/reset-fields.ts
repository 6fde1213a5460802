export const newPasswordFields = ['password', 'confirmPassword'] as const;
