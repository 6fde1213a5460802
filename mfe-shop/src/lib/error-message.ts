/** The shop's words when a request failed without the API's own explanation. */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

export const errorMessageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : SOMETHING_WENT_WRONG;
