CREATE TABLE "scratch_and_win_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"scratch_and_win_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"won" boolean NOT NULL,
	"prize_cents" integer DEFAULT 0 NOT NULL,
	"prize_points" integer DEFAULT 0 NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scratched_at" timestamp with time zone,
	"movement_id" integer
);
--> statement-breakpoint
CREATE TABLE "scratch_and_wins" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_file_name" text,
	"win_percent" integer DEFAULT 20 NOT NULL,
	"prize_cents" integer DEFAULT 0 NOT NULL,
	"prize_points" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scratch_and_win_customers" ADD CONSTRAINT "scratch_and_win_customers_scratch_and_win_id_scratch_and_wins_id_fk" FOREIGN KEY ("scratch_and_win_id") REFERENCES "public"."scratch_and_wins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scratch_and_win_customers" ADD CONSTRAINT "scratch_and_win_customers_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scratch_and_win_customers" ADD CONSTRAINT "scratch_and_win_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scratch_and_wins" ADD CONSTRAINT "scratch_and_wins_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scratch_and_win_customers_user" ON "scratch_and_win_customers" USING btree ("user_id","activity_id");--> statement-breakpoint
CREATE INDEX "scratch_and_wins_activity" ON "scratch_and_wins" USING btree ("activity_id");