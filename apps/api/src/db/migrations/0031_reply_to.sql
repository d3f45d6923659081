ALTER TABLE "outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "activity_configurations" ADD COLUMN "reply_to" text;