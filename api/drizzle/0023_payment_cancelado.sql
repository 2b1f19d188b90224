-- A share only reported paid ("Já paguei") and never confirmed, of a team that leaves, is cancelled: no money is
-- known to have come, so none is owed back (shared/src/core/rules/payment.ts, releasedStatus). Shares released as
-- refunds owed before this rule keep their state: whether money came is the organizer's to say.
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check"
	CHECK ("status" IN ('pendente', 'informado', 'pago', 'expirado', 'cancelado', 'reembolso_pendente', 'reembolsado'));
