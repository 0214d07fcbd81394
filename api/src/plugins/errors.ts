// Every failure answers in the DRF shape; bad input is never a 500, and a 500 never leaks detail.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_MESSAGES } from 'shared-domain';
import { NON_FIELD_ERRORS } from 'shared-domain/schemas';
import { isLostConnection, isTransactionConflict } from '../db/client';
import { t } from '../i18n';
import { ApiError, notFoundMessage, sqlState } from '../lib/errors';
import { inRequestLanguage } from './language';
import { busyMessage, RETRY_AFTER_SECONDS } from './load-shedding';

type Validation = { instancePath?: string; message?: string }[];

function validationErrors(validation: Validation): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const issue of validation) {
    const key = issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') || NON_FIELD_ERRORS;
    const messages = (result[key] ??= []);
    const message = issue.message ?? t('errors.invalidValue');
    if (!messages.includes(message)) messages.push(message);
  }
  return result;
}

/** What a database refusal caused by the submitted values means to the caller. */
function databaseAnswer(state: string): { status: number; detail: string } | undefined {
  if (state === '23505') return { status: 409, detail: t('errors.duplicateRecord') };
  if (state === '23503') return { status: 400, detail: t('errors.missingReference') };
  if (state.startsWith('22') || state === '23514' || state === '23502' || state === '54000') {
    return { status: 400, detail: t('errors.invalidData') };
  }
  return undefined;
}

export default fp(
  async (app) => {
    // In the request's language: a body that failed to parse comes back from the socket's callbacks.
    app.setErrorHandler((error: FastifyError, request, reply) =>
      inRequestLanguage(request, () => answerError(error, request, reply)),
    );

    function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      if (error instanceof ApiError) {
        return reply.code(error.statusCode).headers(error.headers).send(error.body);
      }
      if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
        // A path that names no resource is a 404, as a URL pattern would be.
        if (error.validationContext === 'params')
          return reply.code(404).send({ detail: notFoundMessage() });
        return reply.code(400).send(validationErrors(error.validation as Validation));
      }
      switch (error.code) {
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
          return reply.code(400).send({ detail: t('errors.jsonParse', { reason: error.message }) });
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          return reply.code(400).send({ detail: t('errors.emptyBody') });
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return reply.code(413).send({ detail: t('errors.bodyTooLarge') });
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return reply.code(415).send({
            detail: t('errors.mediaType', {
              type: String(request.headers['content-type'] ?? ''),
            }),
          });
        default:
          break;
      }
      // A write that kept meeting another one (db.transaction ran it TRANSACTION_ATTEMPTS times):
      // nothing of it was written, and trying again shortly succeeds.
      if (isTransactionConflict(error)) {
        request.log.warn({ sqlState: sqlState(error) }, 'write kept conflicting with others');
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ detail: busyMessage() });
      }
      // The database server ended the connection (a restart, a failover, a terminated backend)
      // and running the request again was not safe or did not help: not acknowledged, try again.
      if (isLostConnection(error)) {
        request.log.warn({ err: error }, 'database connection lost during the request');
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ detail: busyMessage() });
      }
      const state = sqlState(error);
      const answer = state ? databaseAnswer(state) : undefined;
      if (answer) {
        request.log.info({ sqlState: state }, 'database refused the submitted values');
        return reply.code(answer.status).send({ detail: answer.detail });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ detail: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ detail: API_MESSAGES.serverError });
    }

    app.setNotFoundHandler((request, reply) =>
      inRequestLanguage(request, () => reply.code(404).send({ detail: notFoundMessage() })),
    );
  },
  { name: 'errors' },
);
