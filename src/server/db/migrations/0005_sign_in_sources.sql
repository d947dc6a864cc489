CREATE TABLE "sign_in_sources" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_sources" ADD CONSTRAINT "sign_in_sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_sources_last_success_at_idx" ON "sign_in_sources" USING btree ("last_success_at");--> statement-breakpoint
CREATE INDEX "sign_in_sources_user_id_idx" ON "sign_in_sources" USING btree ("user_id");