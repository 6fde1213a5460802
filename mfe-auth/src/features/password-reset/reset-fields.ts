export const resetRequestFields = ['email'] as const;

export const newPasswordFields = ['password', 'confirmPassword'] as const;
export type NewPasswordField = (typeof newPasswordFields)[number];
