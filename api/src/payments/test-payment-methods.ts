/**
 * Stripe's test-mode payment method ids and the test card each stands for. Tests (and scripts) save a card with
 * one of these instead of a card number: the sandbox provider, the Stripe imitation and Stripe's own test mode
 * all accept them, so no test needs a browser to get a payment method id (decision 051).
 */
export const TEST_PAYMENT_METHODS = {
  /** 4242 4242 4242 4242: saved and charged. */
  visa: 'pm_card_visa',
  /** 5555 5555 5555 4444: saved and charged. */
  mastercard: 'pm_card_mastercard',
  /** 4000 0000 0000 0002: declined when saved. */
  declined: 'pm_card_chargeDeclined',
  /** 4000 0000 0000 9995: declined for insufficient funds when saved. */
  insufficientFunds: 'pm_card_chargeDeclinedInsufficientFunds',
  /** 4000 0000 0000 0341: saved, every charge declined. */
  chargeFails: 'pm_card_chargeCustomerFail',
  /** 4000 0025 0000 3155: the bank asks for authentication when saved. */
  authenticationRequired: 'pm_card_authenticationRequiredOnSetup',
} as const;

/** The test card number behind each test payment method id. */
export const TEST_PAYMENT_METHOD_CARDS: Readonly<Record<string, string>> = {
  [TEST_PAYMENT_METHODS.visa]: '4242424242424242',
  [TEST_PAYMENT_METHODS.mastercard]: '5555555555554444',
  [TEST_PAYMENT_METHODS.declined]: '4000000000000002',
  [TEST_PAYMENT_METHODS.insufficientFunds]: '4000000000009995',
  [TEST_PAYMENT_METHODS.chargeFails]: '4000000000000341',
  [TEST_PAYMENT_METHODS.authenticationRequired]: '4000002500003155',
};
