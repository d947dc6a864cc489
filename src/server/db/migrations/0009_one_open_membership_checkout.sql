-- Before the index: where a user already has several open checkouts of one tier, only the newest
-- (the one most likely being paid) stays open; the others are expired, as Stripe expires them.
UPDATE "checkout_sessions" SET "status" = 'expired'
WHERE "product_kind" = 'tier' AND "status" = 'open' AND "id" NOT IN (
	SELECT DISTINCT ON ("user_id", "product_id") "id" FROM "checkout_sessions"
	WHERE "product_kind" = 'tier' AND "status" = 'open'
	ORDER BY "user_id", "product_id", "created_at" DESC, "id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_one_open_tier_idx" ON "checkout_sessions" USING btree ("user_id","product_id") WHERE "checkout_sessions"."product_kind" = 'tier' and "checkout_sessions"."status" = 'open';
