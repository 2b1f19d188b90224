-- An aviso for the athletes of a team still waiting for a partner when the pools are drawn: the draw leaves the team
-- out and its invitations no longer hold (domain/championship/stage-steps.ts).
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('invitation_received', 'team_confirmed',
	'payment_due', 'payment_confirmed', 'slot_released', 'waitlist_offered', 'invitation_lapsed', 'games_published', 'score_to_confirm',
	'championship_cancelled'));
