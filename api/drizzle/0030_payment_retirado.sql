-- A share of a team that withdrew itself is `retirado` ("Cancelado — inscrição retirada"): nothing expired, the
-- athletes left (shared/src/core/rules/payment.ts, releasedStatus). Shares released by earlier withdrawals keep the
-- state they were given then.
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check"
	CHECK ("status" IN ('pendente', 'informado', 'pago', 'expirado', 'cancelado', 'retirado', 'reembolso_pendente', 'reembolsado'));
