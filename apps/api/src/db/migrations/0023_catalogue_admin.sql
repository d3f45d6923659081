ALTER TABLE "items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_categories" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "items_activity_sku" ON "items" USING btree ("activity_id",lower("sku")) WHERE "items"."sku" is not null;