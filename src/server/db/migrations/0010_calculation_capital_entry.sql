ALTER TABLE "calculations" ADD COLUMN "capital_currency" text;--> statement-breakpoint
ALTER TABLE "calculations" ADD COLUMN "capital_amount" double precision;--> statement-breakpoint
ALTER TABLE "calculations" ADD CONSTRAINT "calculations_capital_entry_complete" CHECK (("calculations"."capital_currency" IS NULL) = ("calculations"."capital_amount" IS NULL));