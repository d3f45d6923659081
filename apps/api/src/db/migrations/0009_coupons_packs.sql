CREATE TABLE "coupon_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_by" integer,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "coupon_customers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_file_name" text,
	"table" text DEFAULT 'T' NOT NULL,
	"valid_to" date
);
--> statement-breakpoint
CREATE TABLE "pack_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"pack_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"uses_left" integer NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pack_customers_code_unique" UNIQUE("code"),
	CONSTRAINT "pack_customers_uses_left" CHECK ("pack_customers"."uses_left" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pack_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"pack_customer_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_file_name" text,
	"uses" integer NOT NULL,
	"valid_to" date
);
--> statement-breakpoint
ALTER TABLE "coupon_customers" ADD CONSTRAINT "coupon_customers_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_customers" ADD CONSTRAINT "coupon_customers_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_customers" ADD CONSTRAINT "coupon_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_customers" ADD CONSTRAINT "coupon_customers_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_customers" ADD CONSTRAINT "pack_customers_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_customers" ADD CONSTRAINT "pack_customers_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_customers" ADD CONSTRAINT "pack_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_uses" ADD CONSTRAINT "pack_uses_pack_customer_id_pack_customers_id_fk" FOREIGN KEY ("pack_customer_id") REFERENCES "public"."pack_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_uses" ADD CONSTRAINT "pack_uses_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packs" ADD CONSTRAINT "packs_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_customers_user" ON "coupon_customers" USING btree ("user_id","activity_id");--> statement-breakpoint
CREATE INDEX "coupons_activity" ON "coupons" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "pack_customers_user" ON "pack_customers" USING btree ("user_id","activity_id");--> statement-breakpoint
CREATE INDEX "packs_activity" ON "packs" USING btree ("activity_id");