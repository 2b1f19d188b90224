-- An aviso with each athlete's place, points and level change at a championship's finish, taken back by its reopen
-- (domain/results/result-notices.ts).
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('invitation_received', 'team_confirmed',
	'payment_due', 'payment_confirmed', 'slot_released', 'waitlist_offered', 'invitation_lapsed', 'games_published', 'score_to_confirm',
	'championship_cancelled', 'partner_found', 'game_next', 'game_called', 'category_changed', 'open_game_full', 'open_game_score', 'result_posted'));
