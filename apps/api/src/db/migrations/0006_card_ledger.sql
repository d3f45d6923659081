CREATE TABLE "card_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"spent_cents" integer,
	"at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"store_id" integer,
	"staff_user_id" integer,
	"reversal_of" integer,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"next_expiry_at" timestamp with time zone,
	"next_expiry_cents" integer,
	"next_expiry_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_code_unique" UNIQUE("code"),
	CONSTRAINT "cards_balance_not_negative" CHECK ("cards"."balance_cents" >= 0),
	CONSTRAINT "cards_points_not_negative" CHECK ("cards"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cart_values" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"value_basis_points" integer DEFAULT 0 NOT NULL,
	"point_value_cents" integer DEFAULT 0 NOT NULL,
	"welcome_cents" integer DEFAULT 0 NOT NULL,
	"welcome_points" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_movements" ADD CONSTRAINT "card_movements_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_movements" ADD CONSTRAINT "card_movements_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_movements" ADD CONSTRAINT "card_movements_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_values" ADD CONSTRAINT "cart_values_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_movements_card" ON "card_movements" USING btree ("card_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_movements_reversal_once" ON "card_movements" USING btree ("reversal_of");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_activity_user" ON "cards" USING btree ("activity_id","user_id");