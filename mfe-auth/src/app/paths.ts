export const paths = {
  login: '/login',
  signup: '/signup',
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  roleSelection: '/role-selection',
  editProfile: '/edit-profile',
  addPet: '/profile/add-pet',
  /** /profile/<slug> of each role comes from the role list; anything else under /profile: the user's own. */
  profile: '/profile/*',
  payments: '/payments',
  paymentSuccess: '/payment-success',
  paymentFailure: '/payment-failure',
  adminLogin: '/admin-login',
  devMailbox: '/dev/mailbox',
} as const;
