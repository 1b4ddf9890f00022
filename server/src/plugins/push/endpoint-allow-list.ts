/**
 * Which push services the server will call (ADR 0020). A subscription's endpoint is a URL the
 * browser gives us; without this list a member could make the server POST to any address (an
 * internal service, a metadata endpoint). Only the browsers' own push services are known; a
 * deployment (and the tests' local push service) adds hosts with `PUSH_ALLOWED_HOSTS`.
 */

/** The push services of Chrome/Edge/Opera (FCM), Firefox (Mozilla autopush), Safari, and Windows (WNS). */
export const KNOWN_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

interface HostRule {
  /** Lower-case host name, or the parent domain of a `*.` rule. */
  host: string;
  wildcard: boolean;
  /** Only this port; null: the https default (443) only. */
  port: string | null;
}

function parseRule(entry: string): HostRule | null {
  const match = /^(\*\.)?([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/.exec(entry.trim().toLowerCase());
  if (!match) return null;
  return { wildcard: Boolean(match[1]), host: match[2]!, port: match[3] ?? null };
}

function matches(rule: HostRule, hostname: string, port: string): boolean {
  if ((rule.port ?? '') !== port) return false;
  if (!rule.wildcard) return hostname === rule.host;
  // `*.push.apple.com` stands for one or more labels before it, never the bare domain.
  return hostname.endsWith(`.${rule.host}`) && hostname.length > rule.host.length + 1;
}

export interface EndpointAllowList {
  /** Whether the server may POST to this endpoint: https, no credentials, an allowed host and port. */
  allows(endpoint: string): boolean;
}

/** The known services plus `extraHosts` (entries that cannot be read are ignored). */
export function createEndpointAllowList(extraHosts: readonly string[]): EndpointAllowList {
  const rules = [...KNOWN_PUSH_HOSTS, ...extraHosts]
    .map(parseRule)
    .filter((rule): rule is HostRule => rule !== null);
  return {
    allows(endpoint) {
      let url: URL;
      try {
        url = new URL(endpoint);
      } catch {
        return false;
      }
      if (url.protocol !== 'https:' || url.username || url.password) return false;
      // URL lower-cases the host and drops the default port (443 → '').
      return rules.some((rule) => matches(rule, url.hostname, url.port));
    },
  };
}
