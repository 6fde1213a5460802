export { ProviderStandingPanel, providerProfilePaths, standingPanelText } from './ProviderStandingPanel';
export type { BlockedStanding, ProviderStandingPanelProps } from './ProviderStandingPanel';
