// The role IP whitelist's entry rule, the server's own (one address or a CIDR range).
export {
  isIpWhitelistEntry,
  parseIpWhitelistEntry,
} from '../../server/services/auth/ip-whitelist.js';
