import { trainerMessages } from '@petpal/contracts';
import { refusalMessage } from '../../lib/api-errors';

/** Spec section 8's "Failed to book appointment. Please try again." unless the API explains its refusal. */
export const bookingErrorMessage = (error: unknown) => refusalMessage(error, trainerMessages.bookFailed);

/** "Failed to cancel appointment. Please try again." unless the API explains its refusal. */
export const cancelErrorMessage = (error: unknown) => refusalMessage(error, trainerMessages.cancelFailed);
