export const paths = {
  login: '/login',
  signup: '/signup',
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  roleSelection: '/role-selection',
  editProfile: '/edit-profile',
  profile: '/profile/*',
  payments: '/payments',
  paymentSuccess: '/payment-success',
  paymentFailure: '/payment-failure',
  adminLogin: '/admin-login',
  devMailbox: '/dev/mailbox',
} as const;
