import type { AbstractIntlMessages } from 'next-intl';

/** Namespaces that client components read; the rest stays on the server and out of the page payload. */
export const CLIENT_NAMESPACES = ['Common', 'Error', 'Footer', 'LocaleSwitcher', 'Nav', 'Newsletter', 'NotFound', 'ScrollTop', 'Search'] as const;

export function pickClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]!]));
}
