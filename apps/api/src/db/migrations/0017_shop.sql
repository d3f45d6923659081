CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"item_color_size_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"order_id" integer,
	"price_cents" integer,
	"discount_cents" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cart_lines_quantity_positive" CHECK ("cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "item_color_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"item_color_id" integer NOT NULL,
	"size" text,
	"stock" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_color_sizes_stock_not_negative" CHECK ("item_color_sizes"."stock" is null or "item_color_sizes"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "item_colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"name" text,
	"hex" text,
	"image_file_name" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_cents" integer NOT NULL,
	"discount_cents" integer,
	"active" boolean DEFAULT true NOT NULL,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"typologies" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "items_price_not_negative" CHECK ("items"."price_cents" >= 0),
	CONSTRAINT "items_discount_not_negative" CHECK ("items"."discount_cents" is null or "items"."discount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"shipping_id" integer,
	"shipping_type" text NOT NULL,
	"payment_id" integer,
	"payment_type" text NOT NULL,
	"address" text,
	"order_time_request" text,
	"subtotal_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"credit_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"cashback_cents" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"credit_movement_id" integer,
	"cashback_movement_id" integer,
	"provider" text,
	"session_id" text,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_money_not_negative" CHECK ("orders"."total_cents" >= 0 and "orders"."credit_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"type" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shippings" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"type" text NOT NULL,
	"price_min_cents" integer DEFAULT 0 NOT NULL,
	"offer_cents" integer DEFAULT 0 NOT NULL,
	"standard_cents" integer DEFAULT 0 NOT NULL,
	"shipping_days_from" integer DEFAULT 0 NOT NULL,
	"shipping_days_to" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_close_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"item_id" integer,
	"file_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_item_color_size_id_item_color_sizes_id_fk" FOREIGN KEY ("item_color_size_id") REFERENCES "public"."item_color_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_color_sizes" ADD CONSTRAINT "item_color_sizes_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_color_sizes" ADD CONSTRAINT "item_color_sizes_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_color_sizes" ADD CONSTRAINT "item_color_sizes_item_color_id_item_colors_id_fk" FOREIGN KEY ("item_color_id") REFERENCES "public"."item_colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_colors" ADD CONSTRAINT "item_colors_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_colors" ADD CONSTRAINT "item_colors_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_category_id_shop_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."shop_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_id_shippings_id_fk" FOREIGN KEY ("shipping_id") REFERENCES "public"."shippings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shippings" ADD CONSTRAINT "shippings_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_categories" ADD CONSTRAINT "shop_categories_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_close_times" ADD CONSTRAINT "shop_close_times_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_images" ADD CONSTRAINT "shop_images_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_images" ADD CONSTRAINT "shop_images_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_open" ON "cart_lines" USING btree ("activity_id","user_id","item_color_size_id") WHERE "cart_lines"."order_id" is null;--> statement-breakpoint
CREATE INDEX "cart_lines_order" ON "cart_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "item_color_sizes_color" ON "item_color_sizes" USING btree ("item_color_id","sort");--> statement-breakpoint
CREATE INDEX "item_colors_item" ON "item_colors" USING btree ("item_id","sort");--> statement-breakpoint
CREATE INDEX "items_activity_category" ON "items" USING btree ("activity_id","category_id","sort");--> statement-breakpoint
CREATE INDEX "orders_activity_user" ON "orders" USING btree ("activity_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_activity_status" ON "orders" USING btree ("activity_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_session" ON "orders" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "payments_activity" ON "payments" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "shippings_activity" ON "shippings" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "shop_categories_activity" ON "shop_categories" USING btree ("activity_id","sort");--> statement-breakpoint
CREATE INDEX "shop_close_times_activity" ON "shop_close_times" USING btree ("activity_id","day");--> statement-breakpoint
CREATE INDEX "shop_images_activity" ON "shop_images" USING btree ("activity_id","item_id","sort");