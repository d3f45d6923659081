CREATE TABLE "referral_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"invited_user_id" integer NOT NULL,
	"inviter_user_id" integer NOT NULL,
	"movement_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friends" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"invite_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"invited_at" timestamp with time zone,
	CONSTRAINT "friends_invite_id_unique" UNIQUE("invite_id")
);
--> statement-breakpoint
ALTER TABLE "cart_values" ADD COLUMN "referral_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_values" ADD COLUMN "referral_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_invited_user_id_users_id_fk" FOREIGN KEY ("invited_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friends" ADD CONSTRAINT "friends_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friends" ADD CONSTRAINT "friends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_once" ON "referral_rewards" USING btree ("activity_id","invited_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "friends_activity_phone" ON "friends" USING btree ("activity_id","phone_number");--> statement-breakpoint
CREATE INDEX "friends_user_day" ON "friends" USING btree ("user_id","activity_id","created_at");