// Runs before the app renders: every HTML sink afterwards goes through a policy (src/lib/trustedTypes.ts).
import {installTrustedTypes} from '@site/src/lib/trustedTypes';

if (typeof window !== 'undefined') installTrustedTypes();

export {};
