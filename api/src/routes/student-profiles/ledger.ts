// /api/student-profiles/{userId}/ledger/: a student's ledger (docs/api.md#ledger). Account and
// operations managers read it and record charges, payments and refunds, and reverse entries; a
// student reads their own; supervisors and instructors none. Every write is in the audit trail.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ROLES, type Role } from 'shared-domain';
import { receiptNumberLabel } from 'shared-domain/records';
import { ledgerWriteSchema, messageSchema, studentLedgerSchema } from 'shared-domain/responses';
import {
  LEDGER_REFUSALS,
  recordLedgerEntrySchema,
  reverseLedgerEntrySchema,
} from 'shared-domain/schemas';
import { z } from 'zod';
import {
  findLedger,
  findPaymentReceipt,
  LedgerRefusal,
  recordLedgerEntry,
  reverseLedgerEntry,
  type LedgerWrite,
} from '../../db/queries/ledger';
import { t } from '../../i18n';
import { inLanguage } from '../../plugins/language';
import {
  ApiError,
  badRequest,
  fieldErrors,
  forbidden,
  notFound,
  sqlState,
  throttled,
} from '../../lib/errors';
import { pathId } from '../params';
import { userIdParams } from './params';

const entryParams = z.object({ userId: pathId, entryId: pathId });

const READERS: readonly Role[] = [...ADMIN_ROLES, 'student'];

/** The PDF writer and its fonts load on the first receipt, not with every API process. */
const financePdf = () => import('../../services/finance-pdf');

/** The answer to a refused write, in the request's language. */
function refusalError(refusal: LedgerRefusal): ApiError {
  switch (refusal.reason) {
    case 'not_found':
    case 'entry_not_found':
      return notFound();
    case 'currency':
      return fieldErrors({ currency: [LEDGER_REFUSALS.currency(refusal.values.currency!)] });
    case 'overpayment':
      return fieldErrors({ amount_minor: [LEDGER_REFUSALS.overpayment(refusal.values.balance!)] });
    case 'refund_above_paid':
      return fieldErrors({ amount_minor: [LEDGER_REFUSALS.refundAbovePaid(refusal.values.paid!)] });
    case 'date_in_future':
      return fieldErrors({ occurred_on: [LEDGER_REFUSALS.dateInFuture()] });
    case 'already_reversed':
      return badRequest(LEDGER_REFUSALS.alreadyReversed());
    case 'reversal_not_reversible':
      return badRequest(LEDGER_REFUSALS.reversalNotReversible());
    case 'key_reused':
      return new ApiError(409, { detail: LEDGER_REFUSALS.idempotencyReused() });
  }
}

const studentLedgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearerAuth: [] }];

  app.get(
    '/:userId/ledger/:entryId/receipt.pdf',
    {
      onRequest: app.requireRoles(READERS),
      schema: {
        tags: ['students', 'ledger'],
        security,
        params: entryParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { userId, entryId } = request.params;
      if (request.user.role === 'student' && request.user.id !== userId) throw forbidden();
      const receipt = await findPaymentReceipt(app.db, userId, entryId);
      if (!receipt) throw notFound();
      const { receiptPdf } = await financePdf();
      const pdf = await receiptPdf(receipt, {
        centre: app.config.centreName,
        locale: request.language.locale,
      });
      const name = `receipt-${receiptNumberLabel(receipt.entry.receipt).replace('/', '-')}.pdf`;
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );

  /**
   * Runs a ledger write; a refusal becomes its answer. Two requests with one key that both missed
   * the other's entry (each on its own snapshot) meet at the unique key: the loser runs again and
   * answers the winner's entry.
   */
  async function write(run: () => Promise<LedgerWrite>): Promise<LedgerWrite> {
    try {
      try {
        return await run();
      } catch (error) {
        if (sqlState(error) !== '23505') throw error;
        return await run();
      }
    } catch (error) {
      if (error instanceof LedgerRefusal) throw refusalError(error);
      throw error;
    }
  }

  app.get(
    '/:userId/ledger/',
    {
      onRequest: app.requireRoles(READERS),
      schema: {
        tags: ['students', 'ledger'],
        security,
        params: userIdParams,
        response: { 200: studentLedgerSchema },
      },
    },
    async (request) => {
      const { userId } = request.params;
      if (request.user.role === 'student' && request.user.id !== userId) throw forbidden();
      const ledger = await findLedger(app.db, userId);
      if (!ledger) throw notFound();
      return ledger;
    },
  );

  /**
   * Mails the receipt to the student, in their language, the PDF attached. Each receipt may be
   * mailed EMAIL_MAX_REQUESTS times per EMAIL_WINDOW, as the account mails are, so a double click
   * or a script cannot flood a student's mailbox. Recorded in the audit trail.
   */
  app.post(
    '/:userId/ledger/:entryId/receipt/mail/',
    {
      onRequest: app.requireRoles(ADMIN_ROLES),
      schema: {
        tags: ['students', 'ledger'],
        security,
        params: entryParams,
        response: { 202: messageSchema },
      },
    },
    async (request, reply) => {
      const { userId, entryId } = request.params;
      const receipt = await findPaymentReceipt(app.db, userId, entryId);
      if (!receipt) throw notFound();
      const { config } = app;
      const hit = await app.counters.hit(
        `receipt-mail:${entryId}`,
        config.emailWindowSeconds * 1000,
      );
      if (hit.current > config.emailMaxRequests) throw throttled(hit.ttl / 1000);
      const { student, entry } = receipt;
      const number = receiptNumberLabel(entry.receipt);
      const { moneyFigures, receiptPdf } = await financePdf();
      const mail = await inLanguage(student.locale, async () => {
        const centre = config.centreName;
        const values = {
          number,
          centre,
          amount: moneyFigures(entry.paid_minor, entry.currency),
          date: entry.occurred_on,
        };
        return {
          subject: t('receiptMail.subject', values),
          text: `${t('mail.greeting', { name: student.name })}\n\n${t('receiptMail.intro', values)}\n\n${t('receiptMail.closing', values)}\n`,
          content: await receiptPdf(receipt, { centre, locale: student.locale }),
        };
      });
      await app.mailer.send({
        to: student.email,
        subject: mail.subject,
        text: mail.text,
        attachment: {
          filename: `receipt-${number.replace('/', '-')}.pdf`,
          contentType: 'application/pdf',
          content: mail.content,
        },
      });
      await app.db.transaction((tx) =>
        app.audit.event(tx, request.user, {
          action: 'ledger.receipt_mail',
          resource: 'ledger_entry',
          recordId: entryId,
          studentId: userId,
          changes: { sent_to: { before: null, after: student.email } },
        }),
      );
      return reply
        .code(202)
        .send({ message: t('receiptMail.sent', { number, email: student.email }) });
    },
  );

  app.post(
    '/:userId/ledger/',
    {
      onRequest: app.requireRoles(ADMIN_ROLES),
      schema: {
        tags: ['students', 'ledger'],
        security,
        params: userIdParams,
        body: recordLedgerEntrySchema,
        response: { 200: ledgerWriteSchema, 201: ledgerWriteSchema },
      },
    },
    async (request, reply) => {
      const { userId } = request.params;
      const body = request.body;
      const action =
        body.kind === 'payment'
          ? 'ledger.payment'
          : body.kind === 'refund'
            ? 'ledger.refund'
            : 'ledger.charge';
      const record = () =>
        app.audit.write(request.user, action, (tx) =>
          recordLedgerEntry(tx, userId, request.user, body),
        );
      const result = await write(record);
      return reply.code(result.replayed ? 200 : 201).send(result);
    },
  );

  app.post(
    '/:userId/ledger/:entryId/reverse/',
    {
      onRequest: app.requireRoles(ADMIN_ROLES),
      schema: {
        tags: ['students', 'ledger'],
        security,
        params: entryParams,
        body: reverseLedgerEntrySchema,
        response: { 200: ledgerWriteSchema, 201: ledgerWriteSchema },
      },
    },
    async (request, reply) => {
      const { userId, entryId } = request.params;
      const reverse = () =>
        app.audit.write(request.user, 'ledger.reverse', (tx) =>
          reverseLedgerEntry(tx, userId, entryId, request.user, request.body),
        );
      const result = await write(reverse);
      return reply.code(result.replayed ? 200 : 201).send(result);
    },
  );
};

export default studentLedgerRoutes;
