// The error handler: every failure becomes { message, code } in the caller's language.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import { languageFromHeader, type MessageKey, translate } from './i18n.ts';

const FASTIFY_CODES: Record<string, [number, string, MessageKey]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json', 'invalidJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json', 'invalidJson'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', 'payloadTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', 'unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'invalid_input', 'invalidJson'],
};

function send(reply: FastifyReply, status: number, code: string, text: string) {
  return reply.status(status).send({ message: text, code });
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const lang = languageFromHeader(req.headers['accept-language']);
    if (error instanceof AppError) {
      return send(
        reply,
        error.statusCode,
        error.code,
        translate(lang, error.messageKey, error.vars),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = [
        ...new Set(
          error.validation.map((v) => {
            const where = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
            const keys = (v.params as { keys?: string[] }).keys?.join(', ');
            return keys || where || error.validationContext || 'body';
          }),
        ),
      ].slice(0, 5);
      return send(
        reply,
        400,
        'invalid_input',
        translate(lang, 'invalidInput', { fields: fields.join(', ') }),
      );
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return send(reply, known[0], known[1], translate(lang, known[2]));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, 'bad_request', translate(lang, 'generic'));
    }
    req.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'internal_error', translate(lang, 'generic'));
  });
}
