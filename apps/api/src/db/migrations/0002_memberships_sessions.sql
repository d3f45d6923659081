CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "email_codes_lookup";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "roles" SET DEFAULT '{}';--> statement-breakpoint
ALTER TABLE "activity_customers" ADD COLUMN "roles" text[] DEFAULT '{"ROLE_USER"}' NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_customers" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Roles move to the memberships; only ROLE_SUPER_ADMIN stays on the account.
UPDATE "activity_customers" ac SET "roles" = coalesce(
  nullif(array(SELECT r FROM unnest(u."roles") r WHERE r <> 'ROLE_SUPER_ADMIN'), '{}'), '{ROLE_USER}')
FROM "users" u WHERE u."id" = ac."user_id";--> statement-breakpoint
UPDATE "users" SET "roles" = array(SELECT r FROM unnest("roles") r WHERE r = 'ROLE_SUPER_ADMIN');--> statement-breakpoint
-- Every refresh-token family becomes a session.
INSERT INTO "sessions" ("id", "user_id", "created_at", "revoked_at")
SELECT "family_id", min("user_id"), min("created_at"),
  CASE WHEN bool_and("revoked_at" IS NOT NULL) THEN max("revoked_at") END
FROM "refresh_tokens" GROUP BY "family_id";--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_sessions_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_codes" DROP COLUMN "lookup_hash";