// Runs before the app renders: every HTML sink afterwards goes through a policy (src/lib/trustedTypes.ts).
// DOMPurify, which the default policy needs only for markup, starts loading now in a chunk of its
// own (src/lib/purifyLoader.ts): it runs in a task of its own instead of inside main.js's.
import {installTrustedTypes} from '@site/src/lib/trustedTypes';
import {loadPurify} from '@site/src/lib/purifyLoader';

if (typeof window !== 'undefined') {
  installTrustedTypes();
  loadPurify().catch(() => {
    // Offline or a removed chunk: the policy keeps markup as text, and tries again when it meets some.
  });
}

export {};
