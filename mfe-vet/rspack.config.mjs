import { federatedConfig } from '@petpal/design-system/build';
import { remoteBuildOptions } from '../shell/platform/remotes.mjs';

// Port, title and exposes come from the one list of remotes (docs/decisions/055).
export default federatedConfig(remoteBuildOptions('mfe-vet', import.meta.dirname));
