CREATE TABLE "sign_in_sources" (
	"key" text PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_sources_last_success_at_idx" ON "sign_in_sources" USING btree ("last_success_at");