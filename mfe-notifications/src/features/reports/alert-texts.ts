import { ALERT_RADIUS_MAX_KM, ALERT_RADIUS_MIN_KM } from '@petpal/contracts';

/** The alert settings card's words (its own file, so the page's placeholder has them without the card's code). */
export const alertTexts = {
  title: 'Nearby alerts',
  intro: 'Get a notification when someone reports a lost or found pet near you.',
  enabled: 'Alert me about new reports near me',
  radius: 'Radius (km)',
  radiusHint: `From ${ALERT_RADIUS_MIN_KM} to ${ALERT_RADIUS_MAX_KM} km around your location.`,
  noPoint: 'No location chosen yet.',
  useLocation: 'Use my current location',
  save: 'Save Alert Settings',
  saved: 'Alert settings saved.',
  loading: 'Loading alert settings...',
  loadFailed: 'Failed to load your alert settings. Please try again.',
} as const;
