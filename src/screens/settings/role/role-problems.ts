import { tagsOf } from '../../../interfaces/tags/tag-value.js';
import { isIpWhitelistEntry } from '../../../permissions/ip-whitelist.js';

// What the role form refuses before sending (spec 3 §5, issue #16 "Bad input"): a role needs a
// name (trimmed), and every IP whitelist entry must be one address or a CIDR range, checked with
// the rule the server stores them by.

/** The role's name as it is sent: trimmed. */
export function roleNameOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The whitelist entries that are neither an address nor a CIDR range, as typed. */
export function badIpWhitelistEntries(value: unknown): string[] {
  return tagsOf(value).filter((entry) => !isIpWhitelistEntry(entry));
}
