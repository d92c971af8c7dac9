// The scheme://host[:port] a client used, for absolute URLs in responses.
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The origin of this server's own socket address when the request named exactly that address in
 * its Host header (a direct connection by IP, or `localhost` over loopback), else undefined. Unlike
 * a host name, which the caller chooses freely, such an origin always points back at this server,
 * so a mailed link may be built from it when no public address is configured.
 */
export function ownAddressOrigin(request: FastifyRequest): string | undefined {
  const { localAddress, localPort } = request.socket;
  const host = request.headers.host?.toLowerCase();
  if (!localAddress || !localPort || !host) return undefined;
  const address = localAddress.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  const literal = isIP(address) === 6 ? `[${address}]` : address;
  const loopback = address === '::1' || address.startsWith('127.');
  const names = [`${literal}:${localPort}`, ...(loopback ? [`localhost:${localPort}`] : [])];
  return names.includes(host) ? `http://${host}` : undefined;
}
