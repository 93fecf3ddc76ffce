import { type Server, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/** What Node's HTTP parser refused, in the envelope's words. */
const PARSER_ERRORS: Record<string, [status: number, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request’s address or headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};

/**
 * Requests Node's HTTP parser refuses before the application sees them (an address or headers over
 * 16 kB, a request too slow to arrive, a malformed request) are answered with the error envelope like
 * every other 4xx, instead of Node's bare status line, and the connection closes.
 */
export function answerParserErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A response already under way (or a client already gone) cannot get another one.
    const response = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
    if (!socket.writable || response?.headersSent || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const [status, message] = PARSER_ERRORS[error.code ?? ''] ?? [400, 'The request could not be read.'];
    const body = JSON.stringify({ statusCode: status, message });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
