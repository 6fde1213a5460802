/**
 * PawfectMatch's screen words beside the API's (`playdateMessages` in the contracts). The spec names
 * /pawfectmatch and shows none of its contents (docs/decisions/037).
 */
export const playdateTexts = {
  intro: 'Find your dog a playmate nearby: matched on size, energy and play style, vaccinated only.',
  signInPrompt: 'Log in to list your dog and find playmates nearby.',
  tryAgain: 'Something went wrong. Please try again.',
  noDogs: 'Add your dog to your profile first',
  noDogsHint: 'PawfectMatch lists dogs from your pet profile.',
  listFirst: 'List a dog first',
  listFirstHint: 'List one of your dogs under My playdate pets to see who it could play with.',
  vaccinateFirst: 'Only vaccinated dogs get suggestions. Mark your dog as vaccinated under My playdate pets.',
  noSuggestions: 'No matches nearby yet',
  noSuggestionsHint: 'Try a wider distance, or check again soon: new dogs join every day.',
  noRequests: 'No playdate requests yet',
  noRequestsHint: 'Requests you send from Suggestions, and those other owners send you, show here.',
  notVaccinatedHint: 'A dog that is not vaccinated stays listed but is not suggested and cannot send requests.',
  privacy: 'Others see your area’s name and a rough distance, never your exact position.',
  placeHidden: 'The meeting place is shared with you when you accept.',
  placeShared: 'The meeting place and your first name are shared only if they accept.',
  listed: 'Your dog is listed for playdates.',
  updated: 'Listing updated.',
  removed: 'Your dog is no longer listed.',
  sent: 'Playdate request sent.',
  accepted: 'Playdate agreed! The meeting place is now shared with you both.',
  declined: 'Request declined.',
  cancelled: 'Playdate cancelled.',
} as const;
