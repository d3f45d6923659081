CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"permalink" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"color" text DEFAULT '1976D2' NOT NULL,
	"color_text" text DEFAULT 'FFFFFF' NOT NULL,
	"cash_back_type" text DEFAULT 'E' NOT NULL,
	CONSTRAINT "activities_permalink_unique" UNIQUE("permalink")
);
--> statement-breakpoint
CREATE TABLE "activity_configuration_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"menu_text_app" text,
	"menu_description_bottom" text
);
--> statement-breakpoint
CREATE TABLE "activity_configurations" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"shop_type" text DEFAULT 'A' NOT NULL,
	"shop_total_min_price_cents" integer DEFAULT 0 NOT NULL,
	"shop_text_color" text,
	"shop_text_size" integer,
	"shop_text_selected_size" integer,
	"shop_time_preparation" integer DEFAULT 15 NOT NULL,
	"booking_type" text DEFAULT 'N' NOT NULL,
	"menu_text_app" text,
	"menu_color_background" text,
	"menu_color_text" text,
	"menu_description_bottom" text,
	"menu_show_icon" boolean DEFAULT true NOT NULL,
	"template_app_home" text DEFAULT 'I' NOT NULL,
	"graphic_card_type" text DEFAULT 'S' NOT NULL,
	"menu_link_whatsapp" text,
	"menu_text_whatsapp" text,
	"show_address_customer" boolean DEFAULT false NOT NULL,
	"show_nation_customer" boolean DEFAULT false NOT NULL,
	"required_phone_number" boolean DEFAULT false NOT NULL,
	"show_currency" boolean DEFAULT true NOT NULL,
	"cash_back_expiration" integer,
	"multi_language" boolean DEFAULT false NOT NULL,
	"menu_type" text DEFAULT 'V' NOT NULL,
	"android_store_url" text,
	"ios_store_url" text,
	"time_zone" text DEFAULT 'Europe/Rome' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"store_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_menus" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"show_shop_app" boolean DEFAULT false NOT NULL,
	"show_booking_app" boolean DEFAULT false NOT NULL,
	"show_coupon_app" boolean DEFAULT false NOT NULL,
	"show_pack" boolean DEFAULT false NOT NULL,
	"show_introduce_friend_app" boolean DEFAULT false NOT NULL,
	"show_menu_app" boolean DEFAULT false NOT NULL,
	"show_introduce_friend_phone_app" boolean DEFAULT false NOT NULL,
	"show_instant_win_app" boolean DEFAULT false NOT NULL,
	"show_flow_notice_point" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"file_name" text NOT NULL,
	CONSTRAINT "activity_videos_activity_id_unique" UNIQUE("activity_id")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "activity_languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"language_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"flag_code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"address" text,
	"city" text,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"roles" text[] DEFAULT '{"ROLE_USER"}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"language_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "activity_configuration_translations" ADD CONSTRAINT "activity_configuration_translations_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_configuration_translations" ADD CONSTRAINT "activity_configuration_translations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_configurations" ADD CONSTRAINT "activity_configurations_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_customers" ADD CONSTRAINT "activity_customers_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_customers" ADD CONSTRAINT "activity_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_customers" ADD CONSTRAINT "activity_customers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_images" ADD CONSTRAINT "activity_images_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_menus" ADD CONSTRAINT "activity_menus_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_videos" ADD CONSTRAINT "activity_videos_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_languages" ADD CONSTRAINT "activity_languages_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_languages" ADD CONSTRAINT "activity_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_configuration_translations_unique" ON "activity_configuration_translations" USING btree ("activity_id","language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_customers_activity_user" ON "activity_customers" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE INDEX "activity_customers_user" ON "activity_customers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activity_images_activity" ON "activity_images" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_languages_activity_language" ON "activity_languages" USING btree ("activity_id","language_id");--> statement-breakpoint
CREATE INDEX "stores_activity" ON "stores" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_one_main" ON "stores" USING btree ("activity_id") WHERE "stores"."main";