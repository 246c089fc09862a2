/**
 * Which variant of a configurable feature this build shows (the wallet buttons, the chatbot, search), from the
 * custom fields that docusaurus.config.ts fills from src/config/env.ts, so pages describe what readers see.
 */
export type FeatureModes = {
  /** `add-network`: EIP-3085 buttons (default); `connect`: thirdweb's Connect button and modal. */
  wallet: 'add-network' | 'connect';
  /** `local`: quoted passages from the search index (default); `model`: answers from a language model. */
  chatbot: 'local' | 'model';
  /** `local`: the site's own index (default); `hosted`: Algolia DocSearch. */
  search: 'local' | 'hosted';
};

export type Feature = keyof FeatureModes;

function isSet(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

export function featureMode<F extends Feature>(feature: F, customFields: Record<string, unknown> | undefined): FeatureModes[F] {
  const fields = customFields ?? {};
  const modes: FeatureModes = {
    wallet: isSet(fields.thirdwebClientId) ? 'connect' : 'add-network',
    chatbot: isSet(fields.chatbotApiUrl) ? 'model' : 'local',
    search: isSet(fields.algoliaIndexName) ? 'hosted' : 'local',
  };
  return modes[feature];
}
