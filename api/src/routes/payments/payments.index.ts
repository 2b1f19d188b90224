import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth/auth';
import { createRouter } from '../../platform/http/router';
import { paymentHandlers } from './payments.handlers';
import {
  confirmPaymentRoute,
  getDueSharesRoute,
  getMyPaymentRoute,
  getMyReceiptRoute,
  getOrganizerPixRoute,
  getReceiptRoute,
  informPaymentRoute,
  listPaymentsRoute,
  putOrganizerPixRoute,
  refundedPaymentRoute,
  undoPaymentRoute,
} from './payments.routes';

/** Paid sign-ups: the organizer's PIX details, each athlete's share, the organizer's payments screen. Never cached. */
export function paymentsRouter(deps: AppDeps) {
  const handlers = paymentHandlers(deps);
  const router = createRouter();
  router.use('/api/organizer/*', requireAuth(deps));
  router.use('/api/championships/*', requireAuth(deps));
  router.use('/api/payments/*', requireAuth(deps));
  return router
    .openapi(getOrganizerPixRoute, handlers.getPix)
    .openapi(putOrganizerPixRoute, handlers.putPix)
    .openapi(getDueSharesRoute, handlers.due)
    .openapi(getMyPaymentRoute, handlers.getMine)
    .openapi(informPaymentRoute, handlers.informed)
    .openapi(getMyReceiptRoute, handlers.myReceipt)
    .openapi(listPaymentsRoute, handlers.list)
    .openapi(confirmPaymentRoute, handlers.confirm)
    .openapi(undoPaymentRoute, handlers.undo)
    .openapi(refundedPaymentRoute, handlers.refunded)
    .openapi(getReceiptRoute, handlers.receipt);
}
