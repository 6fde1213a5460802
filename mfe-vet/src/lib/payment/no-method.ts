/** Spec section 8: under "No Payment Method Found" on the booking form and Payment Required. */
export const NO_METHOD_FOR_TELECONSULTATION = 'You need to add a payment method before booking a teleconsultation.';
