CREATE TABLE "analysis_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"title" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"report" jsonb NOT NULL,
	"score" integer NOT NULL,
	"model_version" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"analysis_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" jsonb NOT NULL,
	"phase" text NOT NULL,
	"due_on" date NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_checkups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"figures" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "validation_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"experiment_id" uuid NOT NULL,
	"observed_on" date NOT NULL,
	"successes" integer NOT NULL,
	"trials" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "validation_experiments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"measure" text NOT NULL,
	"criterion_rate" real NOT NULL,
	"planned_sample_size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis_reports" ADD CONSTRAINT "analysis_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_reports" ADD CONSTRAINT "analysis_reports_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_steps" ADD CONSTRAINT "analysis_steps_analysis_id_analysis_reports_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analysis_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_steps" ADD CONSTRAINT "analysis_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_checkups" ADD CONSTRAINT "business_checkups_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_checkups" ADD CONSTRAINT "business_checkups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_evidence" ADD CONSTRAINT "validation_evidence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_evidence" ADD CONSTRAINT "validation_evidence_experiment_id_validation_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."validation_experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_experiments" ADD CONSTRAINT "validation_experiments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_experiments" ADD CONSTRAINT "validation_experiments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_reports_user_id_created_at_idx" ON "analysis_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "analysis_reports_business_id_idx" ON "analysis_reports" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "analysis_steps_analysis_id_idx" ON "analysis_steps" USING btree ("analysis_id","position");--> statement-breakpoint
CREATE INDEX "analysis_steps_user_id_idx" ON "analysis_steps" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "business_checkups_business_id_idx" ON "business_checkups" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "validation_evidence_experiment_id_idx" ON "validation_evidence" USING btree ("experiment_id","created_at");--> statement-breakpoint
CREATE INDEX "validation_experiments_business_id_idx" ON "validation_experiments" USING btree ("business_id","created_at");