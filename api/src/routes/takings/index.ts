// /api/takings/: the money taken in a day or a range of days (docs/api.md#ledger), per currency,
// by payment method and by who took it, as JSON, CSV and PDF. Account and operations managers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ROLES } from 'shared-domain';
import { minorToDecimal, paymentMethodLabel } from 'shared-domain/records';
import { takingsSchema } from 'shared-domain/responses';
import { takingsQuerySchema } from 'shared-domain/schemas';
import { csvLine } from 'shared-domain/server';
import { findTakings, type Takings } from '../../db/queries/ledger';
import { t } from '../../i18n';

/** One line per currency's total, then its methods, then its staff: read in the request's language. */
function takingsCsv(takings: Takings): string {
  const lines = [
    csvLine([
      t('takingsCsv.currency'),
      t('takingsCsv.by'),
      t('takingsCsv.name'),
      t('takingsCsv.payments'),
      t('takingsCsv.total'),
    ]),
  ];
  for (const sums of takings.currencies) {
    const line = (by: string, name: string, payments: number, total: number) =>
      csvLine([sums.currency, by, name, payments, minorToDecimal(total)]);
    lines.push(line(t('takingsCsv.all'), '', sums.payments, sums.total_minor));
    for (const m of sums.by_method)
      lines.push(
        line(t('takingsCsv.method'), paymentMethodLabel(m.method), m.payments, m.total_minor),
      );
    for (const s of sums.by_staff)
      lines.push(line(t('takingsCsv.staff'), s.staff_name, s.payments, s.total_minor));
  }
  // A byte-order mark first, so spreadsheet programs read the file as UTF-8.
  return `\uFEFF${lines.join('')}`;
}

const takingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRoles(ADMIN_ROLES));
  const security = [{ bearerAuth: [] }];

  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['ledger'],
        security,
        querystring: takingsQuerySchema,
        response: { 200: takingsSchema },
      },
    },
    async (request) => findTakings(app.db, request.query, t('takingsCsv.system')),
  );

  app.get(
    '/export/',
    {
      schema: {
        tags: ['ledger'],
        security,
        querystring: takingsQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const takings = await findTakings(app.db, request.query, t('takingsCsv.system'));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="takings-${takings.from}-${takings.to}.csv"`,
        )
        .header('Cache-Control', 'no-store')
        .send(takingsCsv(takings));
    },
  );

  app.get(
    '/report.pdf',
    {
      schema: {
        tags: ['ledger'],
        security,
        querystring: takingsQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const takings = await findTakings(app.db, request.query, t('takingsCsv.system'));
      // The PDF writer and its fonts load on the first report, not with every API process.
      const { takingsPdf } = await import('../../services/finance-pdf');
      const pdf = await takingsPdf(takings, {
        centre: app.config.centreName,
        locale: request.language.locale,
        printedBy: request.user.fullName.trim() || request.user.username,
        printedAt: new Date(),
      });
      return reply
        .header('Content-Type', 'application/pdf')
        .header(
          'Content-Disposition',
          `attachment; filename="takings-${takings.from}-${takings.to}.pdf"`,
        )
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
};

export default takingsRoutes;
