ALTER TABLE "activity_configurations" ADD COLUMN "invite_countries" text[];--> statement-breakpoint
ALTER TABLE "user_registration_codes" ADD COLUMN "claimed" boolean DEFAULT true NOT NULL;