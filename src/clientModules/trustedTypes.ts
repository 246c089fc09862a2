// Runs before the app renders, so every HTML sink goes through a policy (src/lib/trustedTypes.ts);
// DOMPurify starts loading now in its own chunk and task, not inside main.js's (src/lib/purifyLoader.ts).
import {installTrustedTypes} from '@site/src/lib/trustedTypes';
import {loadPurify} from '@site/src/lib/purifyLoader';

if (typeof window !== 'undefined') {
  installTrustedTypes();
  loadPurify().catch(() => {
    // Offline or a removed chunk: the policy keeps markup as text, and tries again when it meets some.
  });
}

export {};
