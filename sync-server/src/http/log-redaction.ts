import type { FastifyRequest } from 'fastify';

/** Reset-link tokens are passwords for an hour: they must not sit in request logs. */
function redactUrl(url: string): string {
  return url.replace(/(\/resetpassword\/)[^/?#]+/gi, '$1[redacted]');
}

/** Fastify's default request log fields, with the URL redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
